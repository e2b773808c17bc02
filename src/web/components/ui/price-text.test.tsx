import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceText } from './price-text';
import { StarRating } from './star-rating';

// Rendered on Preact (the unit project aliases React as the build does), so a React-only API
// used by a component fails here as it would in the browser.
describe('components on the browser runtime', () => {
  it('renders a sale price with its was-price for screen readers', () => {
    const html = renderToString(<PriceText amount="12.50" compareAt="14.99" />);
    expect(html).toContain('>£12.50</span>');
    expect(html).toContain('<span class="sr-only">Was</span>');
    expect(html).toContain('>£14.99</s>');
  });

  it('says when there is no price', () => {
    expect(renderToString(<PriceText amount={null} />)).toContain('>Price not available</span>');
  });

  it('names a rating for assistive technology', () => {
    const html = renderToString(<StarRating rating={4} />);
    expect(html).toContain('Rated 4 out of 5');
  });

  it('runs on Preact, not React DOM', async () => {
    const runtime = await import('react');
    expect('useOptimistic' in runtime).toBe(false);
  });
});
