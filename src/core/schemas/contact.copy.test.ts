// The spec's words in contact.ts's contact-form messages, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from './contact';

describe('contact.ts copy', () => {
  it.each([
    [
      'CONTACT_MESSAGES.nameMin',
      CONTACT_MESSAGES.nameMin,
      'Name must be at least 2 characters',
      'docs/spec/accounts-and-back-office.md §5 Validation rules, "Contact form"',
    ],
    [
      'CONTACT_MESSAGES.emailInvalid',
      CONTACT_MESSAGES.emailInvalid,
      'Invalid email address',
      'docs/spec/accounts-and-back-office.md §5 Validation rules, "Contact form"',
    ],
    [
      'CONTACT_MESSAGES.subjectMin',
      CONTACT_MESSAGES.subjectMin,
      'Subject must be at least 3 characters',
      'docs/spec/accounts-and-back-office.md §5 Validation rules, "Contact form"',
    ],
    [
      'CONTACT_MESSAGES.messageMin',
      CONTACT_MESSAGES.messageMin,
      'Message must be at least 10 characters',
      'docs/spec/accounts-and-back-office.md §5 Validation rules, "Contact form"',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
