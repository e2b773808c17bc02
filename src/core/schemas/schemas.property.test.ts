/**
 * Property tests of every zod schema in src/core/schemas (accounts-and-back-office §5, storefront
 * §5): random valid input is accepted and trimmed; a broken required field is rejected with the
 * spec's message for that field, on that field only; arbitrary values never make a schema throw.
 * The required-field messages are written out here from the spec, not imported. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../cart/cart-line';
import { addressSchema } from './address';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth';
import { isCommonPassword } from './common-passwords';
import { CONTACT_MESSAGES, contactSchema } from './contact';
import { newsletterSchema } from './newsletter';
import { productFormSchema, productVariantInputSchema } from './product';
import { profileSchema } from './profile';
import {
  manageSubscriptionSchema,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_FREQUENCY_DAYS,
} from './subscription';
import {
  ANNUAL_REVENUE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  ESTIMATED_MONTHLY_VOLUME_OPTIONS,
  HOW_DID_YOU_HEAR_OPTIONS,
  NUMBER_OF_LOCATIONS_OPTIONS,
  PRIMARY_MARKET_OPTIONS,
  PRODUCT_INTEREST_OPTIONS,
  wholesaleApplicationSchema,
  YEARS_IN_BUSINESS_OPTIONS,
} from './wholesale';

const run = { seed: 20261121 };

// ---------------------------------------------------------------------------------------------
// Text arbitraries

/** One character: letters, digits, punctuation, accents, other scripts, emoji, inner spaces. */
const char = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'-/&#()+@!?",
  ...['é', 'ß', 'ł', '€', '£', '中', 'ع', '😀', '\t', '\u00a0'],
);
/** Leading/trailing whitespace that String.prototype.trim (and so zod's trim) removes. */
const pad = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'),
  maxLength: 3,
});

/** A trimmed text of min..max UTF-16 units (zod counts .length); often exactly at a bound. */
function core(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: char, minLength: min, maxLength: Math.min(max, 40) }),
      fc.string({ minLength: max, maxLength: max }),
      fc.string({ minLength: min, maxLength: min }),
    )
    .map((s) => s.slice(0, max).trim())
    .filter((s) => s.length >= min && s.length <= max);
}

type Padded = { input: string; output: string };
function padded(text: fc.Arbitrary<string>): fc.Arbitrary<Padded> {
  return fc.tuple(pad, text, pad).map(([a, c, b]) => ({ input: `${a}${c}${b}`, output: c }));
}

/** Longer than max once trimmed. */
function tooLong(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(pad, fc.string({ minLength: max + 1, maxLength: max + 20 }), pad)
    .filter(([, s]) => s.trim().length > max)
    .map(([a, s, b]) => `${a}${s}${b}`);
}

/** Whitespace only (empty once trimmed), or a value that is not a string at all. */
const blank = pad;
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

/** Emails in the shape zod's email check accepts: local@label(.label)*.tld */
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const email = fc
  .tuple(
    fc.stringMatching(/^[a-zA-Z0-9_+-]{1,8}(\.[a-zA-Z0-9_+-]{1,8}){0,2}$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
/** Strings that are not an email: no '@', or nothing after it, or two of them. */
const notAnEmail = fc.oneof(
  fc.string().filter((s) => !s.includes('@')),
  email.map((e) => e.replace('@', '')),
  email.map((e) => `${e.split('@')[0]}@`),
  email.map((e) => `${e}@${e}`),
);
// A new password: 8 to 128 characters, not on the common-passwords list (issue 15 item 11).
const password = fc
  .string({ minLength: 8, maxLength: 128 })
  .filter((value) => !isCommonPassword(value));

// ---------------------------------------------------------------------------------------------
// Helpers

type Issue = { path: string; message: string };
function issuesOf(schema: z.ZodType, input: unknown): Issue[] | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Rejected, only on `path`, and the first message there (the one a form shows) is `message`. */
function expectRejectedWith(
  schema: z.ZodType,
  input: unknown,
  path: string,
  message: string,
): void {
  const issues = issuesOf(schema, input);
  expect(issues, `accepted ${JSON.stringify(input)}`).not.toBeNull();
  expect(issues?.map((i) => i.path)).toEqual(issues?.map(() => path));
  expect(issues?.[0]?.message).toBe(message);
}

type TextField = {
  key: string;
  min: number;
  max: number;
  /** The spec's message for a missing/too short value; absent for optional fields. */
  required?: string;
  /** The message for a value longer than max. */
  tooLongMessage: string;
};

/** An object of padded text fields (optional ones sometimes left out) and its trimmed output. */
function textObject(fields: readonly TextField[]) {
  const entries = fields.map((field) => {
    const value = padded(core(field.required ? field.min : 0, field.max));
    return fc.tuple(
      fc.constant(field.key),
      field.required ? value : fc.option(value, { nil: undefined, freq: 3 }),
    );
  });
  return fc.tuple(...entries).map((pairs) => {
    const input: Record<string, string> = {};
    const output: Record<string, string> = {};
    for (const [key, value] of pairs) {
      if (value === undefined) continue;
      input[key] = value.input;
      output[key] = value.output;
    }
    return { input, output };
  });
}

/** Replace `key` with a broken value: missing, blank, too short, or not a string. */
function brokenRequired(field: TextField): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constant(undefined), blank, notAString];
  if (field.min > 1) {
    options.push(padded(core(1, field.min - 1)).map((p) => p.input));
  }
  return fc.oneof(...options);
}

function withField(input: Record<string, unknown>, key: string, value: unknown) {
  const next = { ...input };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** The shared properties for a schema whose fields are all plain text. */
function describeTextSchema(
  name: string,
  schema: z.ZodType,
  fields: readonly TextField[],
  extra: fc.Arbitrary<{
    input: Record<string, unknown>;
    output: Record<string, unknown>;
  }> = fc.constant({
    input: {},
    output: {},
  }),
) {
  const valid = fc.tuple(textObject(fields), extra).map(([a, b]) => ({
    input: { ...a.input, ...b.input },
    output: { ...a.output, ...b.output },
  }));

  describe(`${name} (property)`, () => {
    it('accepts any valid input and trims every text field', () => {
      fc.assert(
        fc.property(valid, ({ input, output }) => {
          const result = schema.safeParse(input);
          expect(result.error?.issues).toBeUndefined();
          expect(result.data).toEqual(output);
        }),
        run,
      );
    });

    // One property per rule, each run picking the field: every field is covered many times over
    // 100 runs at a fraction of the cost of a property per field.
    const required = fields.filter((field) => field.required);
    const requiredKeys = required.map((field) => `${field.key}: '${field.required}'`).join(', ');
    it(`rejects a missing, blank, short or non-text required field with its message (${requiredKeys})`, () => {
      const broken = fc
        .constantFrom(...required)
        .chain((field) => fc.tuple(fc.constant(field), brokenRequired(field)));
      fc.assert(
        fc.property(valid, broken, ({ input }, [field, bad]) => {
          expectRejectedWith(schema, withField(input, field.key, bad), field.key, field.required!);
        }),
        run,
      );
    });

    it('rejects any field over its maximum length with its message', () => {
      const long = fc
        .constantFrom(...fields)
        .chain((field) => fc.tuple(fc.constant(field), tooLong(field.max)));
      fc.assert(
        fc.property(valid, long, ({ input }, [field, bad]) => {
          expectRejectedWith(
            schema,
            withField(input, field.key, bad),
            field.key,
            field.tooLongMessage,
          );
        }),
        run,
      );
    });

    it('never throws on arbitrary values and rejects them', () => {
      fc.assert(
        fc.property(anyValue, (value) => {
          const result = schema.safeParse(value);
          expect(result.success).toBe(false);
        }),
        run,
      );
    });

    it('rejects unknown keys (strict)', () => {
      fc.assert(
        fc.property(valid, fc.string({ minLength: 1 }), ({ input }, key) => {
          fc.pre(!(key in input) && !fields.some((f) => f.key === key) && !EXTRA_KEYS.has(key));
          expect(schema.safeParse({ ...input, [key]: 'x' }).success).toBe(false);
        }),
        { ...run, numRuns: 30 },
      );
    });
  });
}

/** Keys that some schema accepts outside its text fields (so never "unknown"). */
const EXTRA_KEYS = new Set([
  'email',
  'password',
  'confirmPassword',
  'sameAsBilling',
  'emailOptIn',
  'smsOptIn',
  '__proto__',
  'constructor',
]);

/** Anything: primitives, nested objects and arrays, boxed values, dates, maps, sets, bigints. */
const anyValue = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

// ---------------------------------------------------------------------------------------------
// Schemas made of text fields

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
    required: 'City is required',
    tooLongMessage: 'City must be less than 50 characters',
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
      required: 'City is required',
      tooLongMessage: 'City must be less than 50 characters',
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
      required: 'Postal code is required',
      tooLongMessage: 'Postal code must be less than 20 characters',
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
      tooLongMessage: 'City must be less than 50 characters',
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
      tooLongMessage: 'Postal code must be less than 20 characters',
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

  it('accepts 7 to 15 digits with spaces, dashes, dots and a leading +', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), {
          minLength: 7,
          maxLength: 15,
        }),
        (plus, parts) => {
          const phone = `${plus ? '+' : ''}${parts.map(([d, sep]) => `${d}${sep}`).join('')}`;
          const result = contactSchema.safeParse({ ...base, phone });
          expect(result.error?.issues).toBeUndefined();
          expect(result.data?.phone).toBe(phone.trim());
        },
      ),
    );
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

describe('email fields (property)', () => {
  const schemas = [
    ['newsletterSchema', newsletterSchema, {}],
    ['forgotPasswordSchema', forgotPasswordSchema, {}],
    ['signInSchema', signInSchema, { password: 'secret1' }],
    [
      'contactSchema',
      contactSchema,
      { name: 'Amina', subject: 'Order', message: 'Where is my order?' },
    ],
  ] as const;

  it('accept any valid email, trimmed', () => {
    fc.assert(
      fc.property(padded(email), ({ input, output }) => {
        for (const [, schema, rest] of schemas) {
          const result = schema.safeParse({ ...rest, email: input });
          expect(result.error?.issues).toBeUndefined();
          expect(result.data?.email).toBe(output);
        }
      }),
      run,
    );
  });

  it("reject anything else with 'Invalid email address' (newsletter: blank or none → 'Email is required')", () => {
    fc.assert(
      fc.property(fc.oneof(notAnEmail, blank, notAString, fc.constant(undefined)), (bad) => {
        for (const [name, schema, rest] of schemas) {
          const blankNewsletter =
            name === 'newsletterSchema' && (typeof bad !== 'string' || bad.trim() === '');
          const message = blankNewsletter ? 'Email is required' : 'Invalid email address';
          expectRejectedWith(schema, withField({ ...rest }, 'email', bad), 'email', message);
        }
      }),
      run,
    );
  });
});

describe('signUpSchema / resetPasswordSchema (property)', () => {
  const signUp = fc
    .record({
      firstName: padded(core(1, 50)),
      lastName: padded(core(1, 50)),
      email: padded(email),
      password,
    })
    .map(({ firstName, lastName, email: e, password: p }) => ({
      input: {
        firstName: firstName.input,
        lastName: lastName.input,
        email: e.input,
        password: p,
        confirmPassword: p,
      },
      output: {
        firstName: firstName.output,
        lastName: lastName.output,
        email: e.output,
        password: p,
        confirmPassword: p,
      },
    }));

  it('accepts valid sign-ups, trimming names and email but never the password', () => {
    fc.assert(
      fc.property(signUp, ({ input, output }) => {
        expect(signUpSchema.safeParse(input).data).toEqual(output);
        const reset = { password: input.password, confirmPassword: input.password };
        expect(resetPasswordSchema.safeParse(reset).data).toEqual(reset);
      }),
      run,
    );
  });

  it("rejects a new password under 8 characters with 'Password must be at least 8 characters'", () => {
    fc.assert(
      fc.property(
        signUp,
        fc.oneof(fc.string({ maxLength: 7 }), notAString, fc.constant(undefined)),
        ({ input }, bad) => {
          const message = 'Password must be at least 8 characters';
          // confirmPassword follows the password, so only the length is wrong.
          const withBad = { ...withField(input, 'password', bad), confirmPassword: bad };
          if (typeof bad === 'string') {
            expectRejectedWith(signUpSchema, withBad, 'password', message);
            expectRejectedWith(
              resetPasswordSchema,
              { password: bad, confirmPassword: bad },
              'password',
              message,
            );
          }
          // Sign-in takes any stored password (older accounts may have 6 or 7 characters).
          if (typeof bad !== 'string' || bad === '') {
            expectRejectedWith(
              signInSchema,
              withField({ email: 'a@b.co' }, 'password', bad),
              'password',
              'Password is required',
            );
          }
        },
      ),
      run,
    );
  });

  it('rejects a different confirmation with "Passwords don\'t match" on confirmPassword', () => {
    fc.assert(
      fc.property(signUp, password, ({ input }, other) => {
        fc.pre(other !== input.password);
        const message = "Passwords don't match";
        expectRejectedWith(
          signUpSchema,
          { ...input, confirmPassword: other },
          'confirmPassword',
          message,
        );
        expectRejectedWith(
          resetPasswordSchema,
          { password: input.password, confirmPassword: other },
          'confirmPassword',
          message,
        );
      }),
      run,
    );
  });

  it('rejects a broken first or last name with the spec message', () => {
    fc.assert(
      fc.property(
        signUp,
        fc.constantFrom(
          ['firstName', 'First name is required'] as const,
          ['lastName', 'Last name is required'] as const,
        ),
        fc.oneof(blank, notAString, fc.constant(undefined)),
        ({ input }, [key, message], bad) => {
          expectRejectedWith(signUpSchema, withField(input, key, bad), key, message);
        },
      ),
      run,
    );
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        for (const schema of [
          signInSchema,
          signUpSchema,
          forgotPasswordSchema,
          resetPasswordSchema,
          newsletterSchema,
        ]) {
          expect(schema.safeParse(value).success).toBe(false);
        }
      }),
      run,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Wholesale application

describe('wholesaleApplicationSchema (property)', () => {
  const values = <V extends string>(options: readonly (readonly [V, string])[]) =>
    fc.constantFrom(...options.map(([value]) => value));
  const application = fc
    .record({
      firstName: padded(core(1, 50)),
      lastName: padded(core(1, 50)),
      email: padded(email),
      companyName: padded(core(1, 100)),
      address: padded(core(1, 200)),
      city: padded(core(1, 50)),
      country: padded(core(1, 50)),
      zip: padded(core(1, 20)),
      taxId: fc.option(padded(core(0, 50)), { nil: undefined }),
      additionalNotes: fc.option(padded(core(0, 1000)), { nil: undefined }),
      website: fc.option(
        padded(
          fc.constantFrom('', 'https://greenclinic.example', 'http://shop.example.co.uk/a?b=1'),
        ),
        { nil: undefined },
      ),
    })
    .chain((texts) =>
      fc
        .record({
          password,
          businessType: values(BUSINESS_TYPE_OPTIONS),
          yearsInBusiness: values(YEARS_IN_BUSINESS_OPTIONS),
          numberOfLocations: values(NUMBER_OF_LOCATIONS_OPTIONS),
          annualRevenue: values(ANNUAL_REVENUE_OPTIONS),
          primaryMarket: values(PRIMARY_MARKET_OPTIONS),
          estimatedMonthlyVolume: values(ESTIMATED_MONTHLY_VOLUME_OPTIONS),
          howDidYouHear: values(HOW_DID_YOU_HEAR_OPTIONS),
          productInterests: fc.uniqueArray(fc.constantFrom(...PRODUCT_INTEREST_OPTIONS), {
            minLength: 1,
          }),
        })
        .map((choices) => {
          const input: Record<string, unknown> = { ...choices };
          const output: Record<string, unknown> = { ...choices };
          for (const [key, value] of Object.entries(texts)) {
            if (value === undefined) continue;
            input[key] = value.input;
            output[key] = value.output;
          }
          return { input, output };
        }),
    );

  it('accepts any valid application, trimmed', () => {
    fc.assert(
      fc.property(application, ({ input, output }) => {
        const result = wholesaleApplicationSchema.safeParse(input);
        expect(result.error?.issues).toBeUndefined();
        expect(result.data).toEqual(output);
      }),
      run,
    );
  });

  const REQUIRED: readonly (readonly [string, string, fc.Arbitrary<unknown>])[] = [
    ['companyName', 'Company name is required', fc.oneof(blank, notAString)],
    ['address', 'Business address is required', fc.oneof(blank, notAString)],
    ['city', 'City is required', fc.oneof(blank, notAString)],
    ['country', 'Country is required', fc.oneof(blank, notAString)],
    ['zip', 'Postcode is required', fc.oneof(blank, notAString)],
    ['firstName', 'First name is required', fc.oneof(blank, notAString)],
    ['lastName', 'Last name is required', fc.oneof(blank, notAString)],
    ['email', 'Invalid email address', fc.oneof(notAnEmail, notAString)],
    [
      'password',
      'Password must be at least 8 characters',
      fc.oneof(fc.string({ maxLength: 7 }), notAString),
    ],
    ['businessType', 'Business type is required', fc.oneof(fc.string(), notAString)],
    ['yearsInBusiness', 'Please specify years in business', fc.oneof(fc.string(), notAString)],
    ['numberOfLocations', 'Number of locations is required', fc.oneof(fc.string(), notAString)],
    ['annualRevenue', 'Please select revenue range', fc.oneof(fc.string(), notAString)],
    ['primaryMarket', 'Primary market is required', fc.oneof(fc.string(), notAString)],
    [
      'estimatedMonthlyVolume',
      'Estimated order volume is required',
      fc.oneof(fc.string(), notAString),
    ],
    ['howDidYouHear', 'Please tell us how you found us', fc.oneof(fc.string(), notAString)],
  ];

  it('rejects each broken or missing required field with its spec message', () => {
    const broken = fc
      .constantFrom(...REQUIRED)
      .chain(([key, message, bad]) =>
        fc.tuple(fc.constant(key), fc.constant(message), fc.oneof(bad, fc.constant(undefined))),
      );
    fc.assert(
      fc.property(application, broken, ({ input }, [key, message, bad]) => {
        // A string that happens to be a valid choice is not broken.
        fc.pre(wholesaleApplicationSchema.safeParse(withField(input, key, bad)).success === false);
        expectRejectedWith(wholesaleApplicationSchema, withField(input, key, bad), key, message);
      }),
      run,
    );
  });

  it("rejects no product interest (or an unknown one) with 'Select at least one product category'", () => {
    const bad = fc.oneof(
      fc.constant([]),
      fc.constant(undefined),
      notAString,
      fc.array(
        fc.string().filter((s) => !(PRODUCT_INTEREST_OPTIONS as readonly string[]).includes(s)),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
    );
    fc.assert(
      fc.property(application, bad, ({ input }, value) => {
        const issues = issuesOf(
          wholesaleApplicationSchema,
          withField(input, 'productInterests', value),
        );
        expect(issues).not.toBeNull();
        for (const issue of issues ?? []) {
          expect(issue.path.split('.')[0]).toBe('productInterests');
          expect(issue.message).toBe('Select at least one product category');
        }
      }),
      run,
    );
  });

  it("rejects a website that is not an http(s) address with 'Invalid URL'", () => {
    const badWebsite = fc.oneof(
      // Without a ':' a text can never be an absolute URL.
      fc.string({ minLength: 1 }).filter((s) => !s.includes(':') && s.trim() !== ''),
      fc.constantFrom(
        'ftp://files.example.com',
        'javascript:alert(1)',
        'http://localhost',
        'www.example.com',
      ),
    );
    fc.assert(
      fc.property(application, badWebsite, ({ input }, website) => {
        expectRejectedWith(
          wholesaleApplicationSchema,
          { ...input, website },
          'website',
          'Invalid URL',
        );
      }),
      run,
    );
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(wholesaleApplicationSchema.safeParse(value).success).toBe(false);
      }),
      run,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Admin product form

describe('productFormSchema (property)', () => {
  const handle = fc
    .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
    .map((words) => words.join('-'));
  const price = fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom('', '.5', '.05', '.99', '.1'))
    .map(([pounds, decimals]) => `${pounds}${decimals}`)
    .filter((text) => Number(text) > 0);
  const variant = fc
    .record({ title: padded(core(1, 255)), price: padded(price) })
    .map(({ title, price: p }) => ({
      input: { title: title.input, price: p.input },
      output: { title: title.output, price: p.output },
    }));
  const product = fc
    .record({
      title: padded(core(1, 255)),
      handle: padded(handle),
      variants: fc.array(variant, { minLength: 1, maxLength: 3 }),
    })
    .map(({ title, handle: h, variants }) => ({
      input: { title: title.input, handle: h.input, variants: variants.map((v) => v.input) },
      output: { title: title.output, handle: h.output, variants: variants.map((v) => v.output) },
    }));

  it('accepts any valid product, trimmed', () => {
    fc.assert(
      fc.property(product, ({ input, output }) => {
        const result = productFormSchema.safeParse(input);
        expect(result.error?.issues).toBeUndefined();
        expect(result.data).toEqual(output);
      }),
      run,
    );
  });

  it("rejects a blank title with 'Title is required' and a blank handle with 'Handle is required'", () => {
    fc.assert(
      fc.property(
        product,
        fc.oneof(blank, notAString, fc.constant(undefined)),
        ({ input }, bad) => {
          expectRejectedWith(
            productFormSchema,
            withField(input, 'title', bad),
            'title',
            'Title is required',
          );
          expectRejectedWith(
            productFormSchema,
            withField(input, 'handle', bad),
            'handle',
            'Handle is required',
          );
        },
      ),
      run,
    );
  });

  it('rejects a handle that is not lowercase words joined by single hyphens', () => {
    const badHandle = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() !== '' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s.trim()));
    fc.assert(
      fc.property(product, badHandle, ({ input }, bad) => {
        expectRejectedWith(
          productFormSchema,
          { ...input, handle: bad },
          'handle',
          'Handle may only contain lowercase letters, numbers and single hyphens',
        );
      }),
      run,
    );
  });

  it('rejects prices that are not an amount above £0, and bad compare-at prices and gids', () => {
    const notAPrice = fc.oneof(
      fc.string().filter((s) => !/^\d+(?:\.\d{1,2})?$/.test(s.trim())),
      fc.constantFrom('14.999', '£14.99', '1,050.00', '-1', '1e3', '.5'),
    );
    fc.assert(
      fc.property(
        variant,
        notAPrice,
        fc.constantFrom('0', '0.00', '0.0'),
        ({ input }, bad, zero) => {
          expectRejectedWith(
            productVariantInputSchema,
            { ...input, price: bad },
            'price',
            'Price must be an amount like 14.99',
          );
          expectRejectedWith(
            productVariantInputSchema,
            { ...input, price: zero },
            'price',
            'Price must be greater than 0',
          );
          // An empty compare-at price is allowed (no compare-at).
          if (bad.trim() !== '') {
            expectRejectedWith(
              productVariantInputSchema,
              { ...input, compareAtPrice: bad },
              'compareAtPrice',
              'Compare-at price must be an amount like 19.99',
            );
          }
        },
      ),
      run,
    );
    fc.assert(
      fc.property(variant, fc.string({ minLength: 1 }), ({ input }, gid) => {
        const trimmed = gid.trim();
        fc.pre(
          trimmed !== '' &&
            !(
              trimmed.startsWith(SHOPIFY_VARIANT_GID_PREFIX) &&
              trimmed.length > SHOPIFY_VARIANT_GID_PREFIX.length
            ),
        );
        expectRejectedWith(
          productVariantInputSchema,
          { ...input, shopifyGid: gid },
          'shopifyGid',
          `Shopify variant ID must start with ${SHOPIFY_VARIANT_GID_PREFIX}`,
        );
      }),
      run,
    );
  });

  it("rejects a product without variants with 'Add at least one variant'", () => {
    fc.assert(
      fc.property(product, ({ input }) => {
        expectRejectedWith(
          productFormSchema,
          { ...input, variants: [] },
          'variants',
          'Add at least one variant',
        );
      }),
      { ...run, numRuns: 20 },
    );
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(productFormSchema.safeParse(value).success).toBe(false);
        expect(productVariantInputSchema.safeParse(value).success).toBe(false);
      }),
      run,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// manage-subscription body

describe('manageSubscriptionSchema (property)', () => {
  const body = fc.record(
    {
      subscriptionId: fc.uuid(),
      action: fc.constantFrom(...SUBSCRIPTION_ACTIONS),
      data: fc.record(
        { frequencyDays: fc.constantFrom(...SUBSCRIPTION_FREQUENCY_DAYS) },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['subscriptionId', 'action'] },
  );

  it('accepts every valid body unchanged, except update_frequency without a frequency', () => {
    fc.assert(
      fc.property(body, (input) => {
        const result = manageSubscriptionSchema.safeParse(input);
        if (input.action === 'update_frequency' && input.data?.frequencyDays === undefined) {
          expectRejectedWith(
            manageSubscriptionSchema,
            input,
            'data.frequencyDays',
            'Frequency is required to update a subscription',
          );
        } else {
          expect(result.data).toEqual(input);
        }
      }),
      run,
    );
  });

  it('rejects a bad id, action or frequency with the message for that field', () => {
    fc.assert(
      fc.property(
        body,
        fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
        fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
        fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        (input, badId, badAction, badDays) => {
          const withAction = { ...input, action: 'pause' };
          fc.pre(!/^[0-9a-f-]{36}$/i.test(String(badId)));
          expectRejectedWith(
            manageSubscriptionSchema,
            withField(withAction, 'subscriptionId', badId),
            'subscriptionId',
            'Invalid subscription id',
          );
          fc.pre(!(SUBSCRIPTION_ACTIONS as readonly unknown[]).includes(badAction));
          expectRejectedWith(
            manageSubscriptionSchema,
            withField(input, 'action', badAction),
            'action',
            'Action must be one of pause, skip, resume, cancel or update_frequency',
          );
          fc.pre(!(SUBSCRIPTION_FREQUENCY_DAYS as readonly unknown[]).includes(badDays));
          expectRejectedWith(
            manageSubscriptionSchema,
            { ...withAction, data: { frequencyDays: badDays } },
            'data.frequencyDays',
            'Frequency must be 7, 14, 30, 60 or 90 days',
          );
        },
      ),
      run,
    );
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(manageSubscriptionSchema.safeParse(value).success).toBe(false);
      }),
      run,
    );
  });
});
