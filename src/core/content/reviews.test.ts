import { describe, expect, it } from 'vitest';
import { HOME_NOTES, REVIEW_STATS } from './reviews';

// Product titles from docs/spec/catalogue.md that the notes may name.
const CATALOGUE_TITLES = new Set([
  'Organic Black Seed Oil',
  'Manuka Honey with Black Seed',
  'Manuka Honey MGO 263+',
  'Pure Himalayan Shilajit Resin',
  'Ashwagandha KSM-66 Capsules',
  'Hijama Cupping Kit, 24 Cups and Pump',
]);

describe('home page brand notes', () => {
  it('has six notes with unique ids, each naming a catalogue product', () => {
    expect(HOME_NOTES.notes).toHaveLength(6);
    expect(new Set(HOME_NOTES.notes.map((n) => n.id)).size).toBe(6);
    for (const note of HOME_NOTES.notes) expect(CATALOGUE_TITLES.has(note.product)).toBe(true);
  });

  it('makes no cure or treatment claims', () => {
    const text = HOME_NOTES.notes.map((n) => n.text).join('\n');
    expect(text).not.toMatch(/\bcure|\bheal|\btreat|\bdisease|\bmiracle/i);
  });

  it('shows the four stats after the notes: no invented rating or review count', () => {
    expect(REVIEW_STATS).toEqual([
      { value: '10,000+', label: 'Happy Customers' },
      { value: '60-Day', label: 'Money-Back Guarantee' },
      { value: 'UK', label: 'Family Business' },
      { value: '100%', label: 'Natural Ingredients' },
    ]);
  });
});
