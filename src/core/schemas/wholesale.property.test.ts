/**
 * Property tests: The wholesale application (src/core/schemas)
 * (docs/spec/accounts-and-back-office.md §5, docs/spec/storefront.md §5): random valid input is
 * accepted and trimmed; a broken required field is rejected with the spec's message for that field,
 * on that field only; arbitrary values never make a schema throw. The required-field messages are
 * written out here from the spec, not imported. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyValue,
  blank,
  core,
  email,
  expectRejectedWith,
  issuesOf,
  notAnEmail,
  notAString,
  padded,
  password,
  run,
  withField,
} from './property-kit';
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
