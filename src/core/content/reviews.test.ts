import { describe, expect, it } from 'vitest';
import { REVIEW_STATS, REVIEWS_SECTION, STATIC_REVIEWS } from './reviews';

// Product titles from docs/spec/catalogue.md that testimonials may name.
const CATALOGUE_TITLES = new Set([
  'Organic Black Seed Oil',
  'Black Seed Oil Capsules 1000mg',
  'Black Seed Honey',
  'Manuka Honey with Black Seed',
  'Black Seed & Turmeric Capsules',
  'Manuka Honey MGO 263+',
  'Manuka Honey MGO 514+',
  'Manuka Honey UMF 20+ MGO 829+',
  'Raw Wildflower Honey',
  'Raw Yemeni Sidr Honey',
  'Pure Himalayan Shilajit Resin',
  'Shilajit Capsules 500mg',
  'Ashwagandha KSM-66 Capsules',
  'Hijama Cupping Kit, 24 Cups and Pump',
  'Whipped Beef Tallow Skin Cream',
]);

describe('static reviews', () => {
  it('has six testimonials, all rated 5, with unique ids', () => {
    expect(STATIC_REVIEWS).toHaveLength(6);
    expect(STATIC_REVIEWS.every((r) => r.rating === 5)).toBe(true);
    expect(new Set(STATIC_REVIEWS.map((r) => r.id)).size).toBe(6);
  });

  it('names real catalogue products, UK locations and numbered portraits', () => {
    STATIC_REVIEWS.forEach((review) => {
      expect(CATALOGUE_TITLES.has(review.product)).toBe(true);
      expect(review.location).toBeTruthy();
      expect(review.name).toBeTruthy();
      expect(review.text.length).toBeGreaterThan(60);
      // The portrait fits the reviewer (people.test.ts), so it no longer follows the order.
      expect(review.image).toMatch(/^\/media\/people\/[1-6]\.svg$/);
      expect(typeof review.verified).toBe('boolean');
    });
    expect(STATIC_REVIEWS.some((r) => r.verified)).toBe(true);
  });

  it('makes no cure or treatment claims', () => {
    const text = STATIC_REVIEWS.map((r) => r.text).join('\n');
    expect(text).not.toMatch(/\bcure|\bheal|\btreat|\bdisease|\bmiracle/i);
  });

  it('shows the four stats after the carousel: no invented rating or review count', () => {
    expect(REVIEW_STATS).toEqual([
      { value: '10,000+', label: 'Happy Customers' },
      { value: '60-Day', label: 'Money-Back Guarantee' },
      { value: 'UK', label: 'Family Business' },
      { value: '100%', label: 'Natural Ingredients' },
    ]);
    expect(REVIEWS_SECTION.anchor).toBe('reviews');
    expect(REVIEWS_SECTION.ratingLabel(5)).toBe('Rated 5 out of 5');
  });
});
