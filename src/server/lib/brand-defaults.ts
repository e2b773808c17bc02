// The configuration module cannot wait for content files: the default shop name lives here and
// src/core/content/brand.ts must agree with it (a unit test checks).
export const DEFAULT_SHOP_NAME_FALLBACK = 'Habba & Honey';
