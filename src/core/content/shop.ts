// Shop listing strings (storefront §2 "Shop page"), shared by the page and the server's <head>.

export const SHOP_STRINGS = {
  fallbackTitle: 'All Products',
  fallbackDescription: 'Browse our premium natural products',
  emptyTitle: 'No products found',
  emptyText: 'No products in this collection yet',
  collectionsLabel: 'Collections',
  allProductsLabel: 'All Products',
  eyebrow: 'The Apothecary',
  loadingLabel: 'Loading products',
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  addToCart: 'Add to Cart',
  frequencyLegend: 'Deliver every',
  perDelivery: 'per delivery',
  imagePlaceholderLabel: 'Image coming soon',
} as const;

/** The document title of /shop: '{Shop name} Shop' (storefront §2). */
export function buildShopDocumentTitle(shopName: string): string {
  return `${shopName} Shop`;
}
