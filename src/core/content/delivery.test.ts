import { describe, expect, it } from 'vitest';
import { CANCELLATION_DAYS } from './brand';
import { buildDeliveryAndReturns, DELIVERY_SUMMARY_LINE, RETURNS_HREF } from './delivery';
import { FOOTER_COLUMNS } from './home';
import { buildTerms } from './legal';

describe('Delivery and returns page', () => {
  const page = buildDeliveryAndReturns();
  const terms = buildTerms();

  it('states UK delivery times and costs and the 14-day right to cancel', () => {
    expect(CANCELLATION_DAYS).toBe(14);
    expect(page.sections.map((s) => s.id)).toEqual([
      'at-a-glance',
      'delivery',
      'cancellation',
      'guarantee',
      'faulty-goods',
    ]);
    const glance = page.sections[0]?.list ?? [];
    expect(glance[0]).toBe('Standard UK delivery on retail orders: free, whatever the order size.');
    expect(glance[1]).toContain(
      'orders placed by 1pm (UK time) on a working day are dispatched the same day',
    );
    expect(glance[2]).toContain('2 to 4 working days after dispatch');
    expect(page.sections.find((s) => s.id === 'cancellation')?.heading).toBe(
      'Your 14-Day Right to Cancel',
    );
    expect(DELIVERY_SUMMARY_LINE).toBe(
      'Free UK delivery. Order by 1pm on a working day for same-day dispatch. 14-day right to cancel.',
    );
  });

  it('says what the Terms say, word for word', () => {
    for (const id of ['delivery', 'cancellation', 'guarantee', 'faulty-goods']) {
      const mine = page.sections.find((s) => s.id === id);
      const theirs = terms.sections.find((s) => s.id === id);
      expect(mine?.paragraphs).toEqual(theirs?.paragraphs);
      expect(mine?.list).toEqual(theirs?.list);
    }
    expect(terms.sections.find((s) => s.id === 'delivery')?.paragraphs[0]).toContain(
      'Standard delivery to UK addresses is free on retail orders. Orders placed by 1pm (UK time) on a working day are dispatched the same day, and later orders on the next working day (working days are Monday to Friday, excluding bank holidays in England and Wales); most arrive within two to four business days of dispatch.',
    );
  });

  it('is where the footer’s Returns and Help Center links go, not /contact', () => {
    const links = FOOTER_COLUMNS.flatMap((c) => c.links);
    expect(links.find((l) => l.label === 'Returns')?.href).toBe(RETURNS_HREF);
    expect(links.find((l) => l.label === 'Help Center')?.href).toBe('/delivery');
    expect(links.find((l) => l.label === 'Contact Us')?.href).toBe('/contact');
  });
});
