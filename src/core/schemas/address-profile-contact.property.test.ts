/**
 * Property tests: Address, profile and contact forms (src/core/schemas)
 * (docs/spec/accounts-and-back-office.md §5, docs/spec/storefront.md §5): random valid input is
 * accepted and trimmed; a broken required field is rejected with the spec's message for that field,
 * on that field only; arbitrary values never make a schema throw. The required-field messages are
 * written out here from the spec, not imported. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';
import { CONTACT_MESSAGES, contactSchema } from './contact';
import { profileSchema } from './profile';

import { describeTextSchema, email, padded } from './property-kit';

describeTextSchema('addressSchema', addressSchema, [
  {
    key: 'firstName',
    min: 1,
    max: 50,
    required: 'First name is required',
    tooLongMessage: 'First name must be less than 50 characters',
  },
  {
    key: 'lastName',
    min: 1,
    max: 50,
    required: 'Last name is required',
    tooLongMessage: 'Last name must be less than 50 characters',
  },
  { key: 'company', min: 0, max: 100, tooLongMessage: 'Company must be less than 100 characters' },
  {
    key: 'address1',
    min: 1,
    max: 100,
    required: 'Address is required',
    tooLongMessage: 'Address must be less than 100 characters',
  },
  {
    key: 'address2',
    min: 0,
    max: 100,
    tooLongMessage: 'Address line 2 must be less than 100 characters',
  },
  {
    key: 'city',
    min: 1,
    max: 50,
    required: 'Town or city is required',
    tooLongMessage: 'Town or city must be less than 50 characters',
  },
  { key: 'province', min: 0, max: 50, tooLongMessage: 'County must be less than 50 characters' },
  {
    key: 'country',
    min: 1,
    max: 50,
    required: 'Country is required',
    tooLongMessage: 'Country must be less than 50 characters',
  },
  {
    key: 'zip',
    min: 1,
    max: 20,
    required: 'Postcode is required',
    tooLongMessage: 'Postcode must be less than 20 characters',
  },
  { key: 'phone', min: 0, max: 20, tooLongMessage: 'Phone number must be less than 20 characters' },
]);

describeTextSchema(
  'profileSchema',
  profileSchema,
  [
    {
      key: 'firstName',
      min: 1,
      max: 50,
      required: 'First name is required',
      tooLongMessage: 'First name must be less than 50 characters',
    },
    {
      key: 'lastName',
      min: 1,
      max: 50,
      required: 'Last name is required',
      tooLongMessage: 'Last name must be less than 50 characters',
    },
    {
      key: 'phone',
      min: 1,
      max: 20,
      required: 'Phone number is required',
      tooLongMessage: 'Phone number must be less than 20 characters',
    },
    {
      key: 'billingAddress1',
      min: 1,
      max: 100,
      required: 'Billing address is required',
      tooLongMessage: 'Billing address must be less than 100 characters',
    },
    {
      key: 'billingAddress2',
      min: 0,
      max: 100,
      tooLongMessage: 'Address line 2 must be less than 100 characters',
    },
    {
      key: 'billingCity',
      min: 1,
      max: 50,
      required: 'Town or city is required',
      tooLongMessage: 'Town or city must be less than 50 characters',
    },
    {
      key: 'billingProvince',
      min: 0,
      max: 50,
      tooLongMessage: 'County must be less than 50 characters',
    },
    {
      key: 'billingCountry',
      min: 1,
      max: 50,
      required: 'Country is required',
      tooLongMessage: 'Country must be less than 50 characters',
    },
    {
      key: 'billingZip',
      min: 1,
      max: 20,
      required: 'Postcode is required',
      tooLongMessage: 'Postcode must be less than 20 characters',
    },
    {
      key: 'shippingAddress1',
      min: 0,
      max: 100,
      tooLongMessage: 'Shipping address must be less than 100 characters',
    },
    {
      key: 'shippingAddress2',
      min: 0,
      max: 100,
      tooLongMessage: 'Address line 2 must be less than 100 characters',
    },
    {
      key: 'shippingCity',
      min: 0,
      max: 50,
      tooLongMessage: 'Town or city must be less than 50 characters',
    },
    {
      key: 'shippingProvince',
      min: 0,
      max: 50,
      tooLongMessage: 'County must be less than 50 characters',
    },
    {
      key: 'shippingCountry',
      min: 0,
      max: 50,
      tooLongMessage: 'Country must be less than 50 characters',
    },
    {
      key: 'shippingZip',
      min: 0,
      max: 20,
      tooLongMessage: 'Postcode must be less than 20 characters',
    },
  ],
  // The three booleans default to false when left out.
  fc
    .record(
      { sameAsBilling: fc.boolean(), emailOptIn: fc.boolean(), smsOptIn: fc.boolean() },
      { requiredKeys: [] },
    )
    .map((flags) => ({
      input: flags,
      output: { sameAsBilling: false, emailOptIn: false, smsOptIn: false, ...flags },
    })),
);

describeTextSchema(
  'contactSchema',
  contactSchema,
  [
    {
      key: 'name',
      min: 2,
      max: 100,
      required: 'Name must be at least 2 characters',
      tooLongMessage: 'Name must be less than 100 characters',
    },
    {
      key: 'subject',
      min: 3,
      max: 200,
      required: 'Subject must be at least 3 characters',
      tooLongMessage: 'Subject must be less than 200 characters',
    },
    {
      key: 'message',
      min: 10,
      max: 1000,
      required: 'Message must be at least 10 characters',
      tooLongMessage: 'Message must be less than 1000 characters',
    },
  ],
  padded(email).map((e) => ({ input: { email: e.input }, output: { email: e.output } })),
);

describe('contactSchema phone (property)', () => {
  const base = {
    name: 'Amina',
    email: 'amina@example.co.uk',
    subject: 'Order',
    message: 'Where is my order?',
  };
  const separator = fc.constantFrom('', ' ', '-', '.');

  // Up to the 30 characters the form allows: 15 digits each followed by a separator, after a +,
  // are 31 (the generator found that; seed -1139356904).
  it('accepts 7 to 15 digits with spaces, dashes, dots and a leading +, in up to 30 characters', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), {
          minLength: 7,
          maxLength: 15,
        }),
        (plus, parts) => {
          const phone = `${plus ? '+' : ''}${parts.map(([d, sep]) => `${d}${sep}`).join('')}`;
          fc.pre(phone.length <= 30);
          const result = contactSchema.safeParse({ ...base, phone });
          expect(result.error?.issues).toBeUndefined();
          expect(result.data?.phone).toBe(phone.trim());
        },
      ),
    );
  });

  it('refuses a well-formed phone over 30 characters with the length message', () => {
    const phone = '+1-2-3-4-5-6-7-8-9-0-1-2-3-4-5-';
    expect(phone).toHaveLength(31);
    const result = contactSchema.safeParse({ ...base, phone });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Phone number must be less than 30 characters',
    ]);
  });

  it('refuses any phone with a letter, with the phone message', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(...'abcxyzABCXYZ'),
        fc.string({ maxLength: 12 }),
        (before, letter, after) => {
          const result = contactSchema.safeParse({ ...base, phone: `${before}${letter}${after}` });
          expect(result.success).toBe(false);
          const messages = result.error?.issues.filter((i) => i.path[0] === 'phone');
          expect(messages?.map((i) => i.message)).toEqual([CONTACT_MESSAGES.phoneInvalid]);
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Email and password schemas
