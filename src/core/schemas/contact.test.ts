import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactSchema } from './contact';
import { firstMessages } from './first-messages';
import { newsletterSchema } from './newsletter';

const valid = {
  name: 'Fatima',
  email: 'fatima@example.com',
  phone: '',
  subject: 'Order',
  message: 'Where is my parcel please?',
};

describe('contactSchema', () => {
  it('accepts a valid message, phone optional', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, phone: undefined }).success).toBe(true);
    for (const phone of ['0116 496 0123', '+44 (0)116 496-0123', '07700 900123']) {
      expect(contactSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
  });

  it('rejects a phone that is not a number', () => {
    for (const phone of ['abc', 'call me maybe', '12345', '+44 abc 123 4567', '1'.repeat(16)]) {
      const result = contactSchema.safeParse({ ...valid, phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.message, phone).toBe(CONTACT_MESSAGES.phoneInvalid);
    }
  });

  it('gives the minimum messages', () => {
    expect(
      firstMessages(contactSchema, { name: 'F', email: 'x', subject: 'Hi', message: 'short' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      subject: 'Subject must be at least 3 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(firstMessages(contactSchema, { ...valid, name: '  a  ' })).toEqual({
      name: 'Name must be at least 2 characters',
    });
  });

  it('gives the maximum messages at the spec bounds', () => {
    expect(
      firstMessages(contactSchema, {
        name: 'x'.repeat(101),
        email: `${'a'.repeat(250)}@b.com`,
        phone: '1'.repeat(31),
        subject: 'x'.repeat(201),
        message: 'x'.repeat(1001),
      }),
    ).toEqual({
      name: CONTACT_MESSAGES.nameMax,
      email: CONTACT_MESSAGES.emailMax,
      phone: CONTACT_MESSAGES.phoneMax,
      subject: CONTACT_MESSAGES.subjectMax,
      message: CONTACT_MESSAGES.messageMax,
    });
    expect(
      contactSchema.safeParse({
        ...valid,
        name: 'x'.repeat(100),
        subject: 'x'.repeat(200),
        message: 'x'.repeat(1000),
      }).success,
    ).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(contactSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('newsletterSchema', () => {
  it('requires a valid email', () => {
    expect(firstMessages(newsletterSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(firstMessages(newsletterSchema, { email: 'me@' })).toEqual({
      email: 'Invalid email address',
    });
    expect(firstMessages(newsletterSchema, {})).toEqual({ email: 'Email is required' });
    expect(newsletterSchema.parse({ email: ' me@example.com ' })).toEqual({
      email: 'me@example.com',
    });
  });
});
