// The spec's words in contact-info.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, CONTACT_PAGE } from './contact-info';

describe('contact-info.ts copy', () => {
  it.each([
    [
      'CONTACT_PAGE.hero.heading',
      CONTACT_PAGE.hero.heading,
      'Get In Touch',
      'docs/spec/accounts-and-back-office.md §2 /contact',
    ],
    [
      'CONTACT_PAGE.findUs.heading',
      CONTACT_PAGE.findUs.heading,
      'Find Us',
      'docs/spec/accounts-and-back-office.md §2 /contact',
    ],
    [
      'CONTACT_PAGE.form.heading',
      CONTACT_PAGE.form.heading,
      'Send Us a Message',
      'docs/spec/accounts-and-back-office.md §2 /contact',
    ],
    [
      'CONTACT_PAGE.form.submit',
      CONTACT_PAGE.form.submit,
      'Send Message',
      'docs/spec/accounts-and-back-office.md §2 /contact',
    ],
    [
      'CONTACT_PAGE.form.submitting',
      CONTACT_PAGE.form.submitting,
      'Sending...',
      'docs/spec/accounts-and-back-office.md §2 /contact',
    ],
    [
      'CONTACT_PAGE.form.requiredNote',
      CONTACT_PAGE.form.requiredNote,
      '* Required fields',
      'docs/spec/accounts-and-back-office.md §2 /contact',
    ],
    [
      'BUSINESS_HOURS.weekdays',
      BUSINESS_HOURS.weekdays,
      'Mon-Fri 9:00-5:30',
      'docs/spec/accounts-and-back-office.md §2 /contact; §9 Business constants and limits',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
