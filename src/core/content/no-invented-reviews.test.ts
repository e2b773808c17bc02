// Reviews are real or absent (DMCC Act 2024, Schedule 20: fake or misleadingly presented
// consumer reviews are banned): no copy in content/ or the home page presents invented people as
// buyers, says "verified", or calls static quotes real customers' words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_NAME } from './brand';
import { HOME_NOTES } from './reviews';

const CONTENT = join(__dirname, '../../../content');

function jsonFiles(dir: string): string[] {
  return readdirSync(join(CONTENT, dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
}

describe('no invented reviews', () => {
  const files = [
    ...jsonFiles('product-pages'),
    ...jsonFiles('pages'),
    ...jsonFiles('product-marketing'),
  ];

  it.each(files)('%s calls no one a verified buyer and holds no testimonials', (file) => {
    const text = readFileSync(join(CONTENT, file), 'utf8');
    expect(text).not.toMatch(/verified (buyer|purchase|customer|review)/i);
    expect(text).not.toMatch(/Real words from/i);
    expect(JSON.parse(text)).not.toHaveProperty('testimonials');
  });

  it('labels the home page quotes as the brand’s own words, with no names', () => {
    expect(HOME_NOTES.intro).toBe(
      'Notes from the Habba & Honey team on how we make and choose what we sell. These are our own words, not customer reviews: reviews from customers who bought are on each product page.',
    );
    // Attributed to the shop's team, never to a named person.
    const team = `${DEFAULT_SHOP_NAME} team`;
    expect(HOME_NOTES.attribution).toBe(team);
    for (const note of HOME_NOTES.notes) {
      expect(Object.keys(note).sort()).toEqual(['id', 'product', 'text']);
    }
  });
});
