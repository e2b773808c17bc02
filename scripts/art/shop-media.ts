// The files the build writes under dist/web/media: the art of the seed catalogue's products and
// every scene, portrait, ingredient and cup (loaded by scripts/vite/generated-art.ts).
import { SEED_PRODUCTS } from '../../src/server/seed/catalogue-data';
import { renderMediaFiles } from './media-files';

export function renderShopMediaFiles(): Map<string, string> {
  return renderMediaFiles(SEED_PRODUCTS);
}
