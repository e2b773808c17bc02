/**
 * Property tests: The admin product form and subscription management (src/core/schemas)
 * (docs/spec/accounts-and-back-office.md §5, docs/spec/storefront.md §5): random valid input is
 * accepted and trimmed; a broken required field is rejected with the spec's message for that field,
 * on that field only; arbitrary values never make a schema throw. The required-field messages are
 * written out here from the spec, not imported. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../cart/cart-line';
import { productFormSchema, productVariantInputSchema } from './product';
import {
  anyValue,
  blank,
  core,
  expectRejectedWith,
  notAString,
  padded,
  run,
  withField,
} from './property-kit';
import {
  manageSubscriptionSchema,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_FREQUENCY_DAYS,
} from './subscription';

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
