import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SUMMARIES } from '../../src/core/content/article-summaries';
import { COMMUNITY_TILES } from '../../src/core/content/community';
import { CUP_SIZES } from '../../src/core/content/cup-sizes';
import {
  buildIngredientImagePath,
  INGREDIENT_IMAGE_KEYS,
} from '../../src/core/content/product-marketing';
import { STORY_SECTIONS } from '../../src/core/content/story';
import { SEED_PRODUCTS } from '../../src/server/seed/catalogue-data';
import { renderMediaFiles } from './media-files';
import { renderShopMediaFiles } from './shop-media';

const ART_DIGEST = 'ac725e262829cd7c2aadaeb46486b8bdd170458a4297c513d36278194b4c4992';
const root = new URL('../..', import.meta.url).pathname;
const MEDIA_URL = /\/media\/(?:products|scenes|people|ingredients|cups)\/[a-z0-9/-]+\.svg/g;

/** Every literal /media/….svg URL in the copy (content/) and the web and core sources. */
function literalMediaUrls(): Set<string> {
  const urls = new Set<string>();
  for (const dir of ['content', 'src/core', 'src/web']) {
    for (const name of readdirSync(join(root, dir), { recursive: true }) as string[]) {
      if (!/\.(json|ts|tsx)$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      for (const url of readFileSync(join(root, dir, name), 'utf8').match(MEDIA_URL) ?? []) {
        urls.add(url);
      }
    }
  }
  return urls;
}

describe('the build’s media files', () => {
  const files = renderShopMediaFiles();

  it('include every image the shop links to (an unknown name is a 404, not a default)', () => {
    const linked = new Set([
      ...literalMediaUrls(),
      ...SEED_PRODUCTS.flatMap((product) => product.images),
      ...ARTICLE_SUMMARIES.map((article) => article.image),
      ...COMMUNITY_TILES.map((tile) => tile.image),
      ...STORY_SECTIONS.map((section) => section.image.src),
      ...CUP_SIZES.map((cup) => cup.imageUrl),
      ...INGREDIENT_IMAGE_KEYS.map((key) => buildIngredientImagePath(key)),
    ]);
    // The scan reads the literal ones too (the wholesale page's hero, the copy's portraits).
    expect(linked).toContain('/media/scenes/wholesale-hero.svg');
    expect(linked).toContain('/media/people/5.svg');
    expect(linked.size).toBeGreaterThan(150);
    const missing = [...linked].filter((url) => !files.has(url.replace(/^\/media\//, '')));
    expect(missing).toEqual([]);
  });

  it('are the five images of every seed product and the fixed scenes, portraits, ingredients and cups', () => {
    const kinds = new Map<string, number>();
    for (const path of files.keys()) {
      const kind = path.split('/')[0] ?? '';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    expect(Object.fromEntries(kinds)).toEqual({
      products: SEED_PRODUCTS.length * 5,
      scenes: 21,
      people: 6,
      ingredients: 15,
      cups: 7,
    });
  });

  it('are the same bytes on every build, and the bytes the server drew per request before', () => {
    expect(renderMediaFiles(SEED_PRODUCTS)).toEqual(files);
    // The digest of every path and file, in path order; pinned from the request-time renderers'
    // answers when the art moved to the build (scripts/art/compare-with-request-time.mts). An
    // intended change to a drawing, a title or the catalogue updates it.
    const digest = createHash('sha256');
    for (const path of [...files.keys()].sort()) {
      digest.update(`${path}\0${files.get(path)}\0`);
    }
    expect(digest.digest('hex')).toBe(ART_DIGEST);
  });
});
