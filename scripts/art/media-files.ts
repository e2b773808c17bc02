// Every generated illustration the shop links to, as the files `vite build` writes under
// dist/web/media (scripts/vite/generated-art.ts); the server serves them as they are
// (src/server/media/routes.ts). Paths are relative to /media, e.g. `products/black-seed-oil/1.svg`.
// Product labels carry the seed catalogue's titles, as the share cards in public/share do
// (docs/decisions/098-art-rendered-at-build.md).

import { CUP_SLUGS, renderCupSvg } from './cup-art';
import { INGREDIENT_KEYS, renderIngredientSvg } from './ingredient-art';
import { PERSON_COUNT, renderPersonSvg } from './person-art';
import { PRODUCT_IMAGE_COUNT, renderProductSvg } from './product-art';
import { renderSceneSvg, SCENE_NAMES } from './scene-art';

export type ArtProduct = { handle: string; title: string };

/** Path under /media → SVG text, for `products` (images 1–5 each) and every scene, portrait,
 * ingredient and cup. Pure and ordered: the same catalogue gives the same files, byte for byte. */
export function renderMediaFiles(products: readonly ArtProduct[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const { handle, title } of products) {
    for (let index = 1; index <= PRODUCT_IMAGE_COUNT; index++) {
      files.set(`products/${handle}/${index}.svg`, renderProductSvg({ handle, title, index }));
    }
  }
  for (const name of SCENE_NAMES) files.set(`scenes/${name}.svg`, renderSceneSvg(name));
  for (let n = 1; n <= PERSON_COUNT; n++) files.set(`people/${n}.svg`, renderPersonSvg(n));
  for (const key of INGREDIENT_KEYS) files.set(`ingredients/${key}.svg`, renderIngredientSvg(key));
  for (const size of CUP_SLUGS) files.set(`cups/${size}.svg`, renderCupSvg(size));
  return files;
}
