import { describe, expect, it } from 'vitest';
import {
  BRAND_TITLE_SUFFIX,
  buildTitleSuffix,
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  MARKETING_CLAIMS,
} from './brand';
import { buildContactCards, CONTACT_PAGE, DEFAULT_SUPPORT_PHONE, toTelHref } from './contact-info';
import { WHOLESALE_CLAIMS, WHOLESALE_PAGE, WHOLESALE_STEPS } from './wholesale-page';

describe('brand', () => {
  it('builds the title suffix and claims no shop-wide rating or review count', () => {
    expect(buildTitleSuffix(DEFAULT_SHOP_NAME)).toBe(BRAND_TITLE_SUFFIX);
    expect(buildTitleSuffix('Other Shop')).toBe(' | Other Shop');
    expect(buildTitleSuffix('  ')).toBe(BRAND_TITLE_SUFFIX);
    // One configured source for every figure (shop-figures.ts).
    expect(MARKETING_CLAIMS).not.toHaveProperty('verifiedReviews');
    expect(MARKETING_CLAIMS).not.toHaveProperty('averageRating');
  });
});

describe('contact page', () => {
  it('has the spec reply promise, form labels and toasts', () => {
    expect(CONTACT_PAGE.hero.text).toContain('2 business days');
    expect(Object.values(CONTACT_PAGE.form.labels)).toEqual([
      'Name*',
      'Email*',
      'Phone (Optional)',
      'Subject*',
      'Message*',
    ]);
    expect(CONTACT_PAGE.toasts.success).toEqual({
      title: 'Message sent successfully!',
      description: "We'll get back to you as soon as possible.",
    });
    expect(CONTACT_PAGE.toasts.failure).toEqual({
      title: 'Failed to send message',
      description: 'Please try again later.',
    });
  });

  it('builds the four info cards from the default details', () => {
    const cards = buildContactCards();
    expect(cards.map((c) => c.kind)).toEqual(['visit', 'phone', 'email', 'hours']);
    expect(cards[2]?.lines[0]).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(cards[3]?.lines).toEqual(['Mon-Fri 9:00-5:30', 'Weekends closed']);
    expect(cards[0]?.lines.join(' ')).toContain('Leicester');
  });

  it('uses a phone number in the Ofcom drama range', () => {
    const digits = DEFAULT_SUPPORT_PHONE.replace(/\s/g, '');
    expect(digits).toMatch(/^01164960\d{3}$/);
    expect(toTelHref(DEFAULT_SUPPORT_PHONE)).toBe(`tel:+44${digits.slice(1)}`);
  });
});

describe('wholesale page', () => {
  it('has the spec claims and steps', () => {
    expect(WHOLESALE_CLAIMS.map((c) => c.label)).toEqual([
      'Trusted by 500+ Retailers',
      'Approval in 2 Working Days',
      '40% Profit Margins',
      '100% Quality Guarantee',
      'Free UK Shipping',
    ]);
    expect(WHOLESALE_STEPS.map((s) => s.title)).toEqual(['Business Info', 'Details', 'Submit']);
    expect(WHOLESALE_PAGE.minimumOrderNote).toBe(
      'Minimum order: £200 (excludes cups and cupping equipment)',
    );
  });
});
