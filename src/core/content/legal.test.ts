import { describe, expect, it } from 'vitest';
import {
  buildLastUpdatedText,
  buildPrivacyPolicy,
  buildTerms,
  formatLegalDate,
  LEGAL_LAST_UPDATED,
  PRIVACY,
  TERMS,
  UK_GDPR_RIGHTS,
} from './legal';

function allText(doc: typeof TERMS): string {
  return [
    doc.intro,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...(s.list ?? []),
      ...(s.after ?? []),
    ]),
  ].join('\n');
}

describe('legal pages', () => {
  it('uses a fixed, valid last-updated date', () => {
    const parsed = new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`);
    expect(parsed.toISOString().slice(0, 10)).toBe(LEGAL_LAST_UPDATED);
    expect(TERMS.lastUpdated).toBe(LEGAL_LAST_UPDATED);
    expect(PRIVACY.lastUpdated).toBe(LEGAL_LAST_UPDATED);
    expect(formatLegalDate(LEGAL_LAST_UPDATED)).toBe('1 November 2026');
    expect(buildLastUpdatedText()).toBe('Last updated: 1 November 2026');
  });

  it('terms require buyers to be 18+ and cover cancellation and the guarantee', () => {
    const text = allText(TERMS);
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toContain(
      'Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013',
    );
    expect(text).toMatch(/14 days/);
    expect(text).toMatch(/60-day/);
    expect(text).toContain('Consumer Rights Act 2015');
    expect(text).toContain('England and Wales');
  });

  it('privacy lists the UK GDPR rights, the ICO and says the site is not for under-18s', () => {
    const text = allText(PRIVACY);
    for (const word of [
      'access',
      'rectification',
      'erasure',
      'restriction',
      'portability',
      'object',
    ]) {
      expect(UK_GDPR_RIGHTS.some((r) => r.right.toLowerCase().includes(word))).toBe(true);
      expect(text.toLowerCase()).toContain(word);
    }
    expect(text).toContain("Information Commissioner's Office");
    expect(text).toContain('https://ico.org.uk/make-a-complaint/');
    expect(text).toMatch(/not intended for anyone under 18/);
    expect(text.toLowerCase()).toContain('cookies');
  });

  it('builds the documents with the configured shop name and email', () => {
    const context = {
      shopName: 'Test Shop',
      supportEmail: 'care@test.example',
      address: { line1: '1 High St', line2: '', city: 'York', postcode: 'YO1 1AA', country: 'UK' },
    };
    const terms = allText(buildTerms(context));
    const privacy = allText(buildPrivacyPolicy(context));
    expect(terms).toContain('Test Shop');
    expect(terms).toContain('care@test.example');
    expect(privacy).toContain('care@test.example');
    expect(privacy).toContain('1 High St, York YO1 1AA, UK');
    expect(terms).not.toContain('Habba & Honey');
  });

  it('gives every section a unique id and some text', () => {
    for (const doc of [TERMS, PRIVACY]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of doc.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
    }
  });
});
