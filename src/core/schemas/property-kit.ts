// Shared arbitraries and checks for the schema property tests (*.property.test.ts in this folder):
// padded and over-long texts, emails, passwords, and a generic text-schema test suite.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isCommonPassword } from './common-passwords';

export const run = { seed: 20261121 };

// ---------------------------------------------------------------------------------------------
// Text arbitraries

/** One character: letters, digits, punctuation, accents, other scripts, emoji, inner spaces. */
export const char = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'-/&#()+@!?",
  ...['é', 'ß', 'ł', '€', '£', '中', 'ع', '😀', '\t', '\u00a0'],
);
/** Leading/trailing whitespace that String.prototype.trim (and so zod's trim) removes. */
export const pad = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'),
  maxLength: 3,
});

/** A trimmed text of min..max UTF-16 units (zod counts .length); often exactly at a bound. */
export function core(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: char, minLength: min, maxLength: Math.min(max, 40) }),
      fc.string({ minLength: max, maxLength: max }),
      fc.string({ minLength: min, maxLength: min }),
    )
    .map((s) => s.slice(0, max).trim())
    .filter((s) => s.length >= min && s.length <= max);
}

export type Padded = { input: string; output: string };
export function padded(text: fc.Arbitrary<string>): fc.Arbitrary<Padded> {
  return fc.tuple(pad, text, pad).map(([a, c, b]) => ({ input: `${a}${c}${b}`, output: c }));
}

/** Longer than max once trimmed. */
export function tooLong(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(pad, fc.string({ minLength: max + 1, maxLength: max + 20 }), pad)
    .filter(([, s]) => s.trim().length > max)
    .map(([a, s, b]) => `${a}${s}${b}`);
}

/** Whitespace only (empty once trimmed), or a value that is not a string at all. */
export const blank = pad;
export const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

/** Emails in the shape zod's email check accepts: local@label(.label)*.tld */
export const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
export const email = fc
  .tuple(
    fc.stringMatching(/^[a-zA-Z0-9_+-]{1,8}(\.[a-zA-Z0-9_+-]{1,8}){0,2}$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
/** Strings that are not an email: no '@', or nothing after it, or two of them. */
export const notAnEmail = fc.oneof(
  fc.string().filter((s) => !s.includes('@')),
  email.map((e) => e.replace('@', '')),
  email.map((e) => `${e.split('@')[0]}@`),
  email.map((e) => `${e}@${e}`),
);
// A new password: 8 to 128 characters, not on the common-passwords list.
export const password = fc
  .string({ minLength: 8, maxLength: 128 })
  .filter((value) => !isCommonPassword(value));

// ---------------------------------------------------------------------------------------------
// Helpers

export type Issue = { path: string; message: string };
export function issuesOf(schema: z.ZodType, input: unknown): Issue[] | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Rejected, only on `path`, and the first message there (the one a form shows) is `message`. */
export function expectRejectedWith(
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

export type TextField = {
  key: string;
  min: number;
  max: number;
  /** The spec's message for a missing/too short value; absent for optional fields. */
  required?: string;
  /** The message for a value longer than max. */
  tooLongMessage: string;
};

/** An object of padded text fields (optional ones sometimes left out) and its trimmed output. */
export function textObject(fields: readonly TextField[]) {
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
export function brokenRequired(field: TextField): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constant(undefined), blank, notAString];
  if (field.min > 1) {
    options.push(padded(core(1, field.min - 1)).map((p) => p.input));
  }
  return fc.oneof(...options);
}

export function withField(input: Record<string, unknown>, key: string, value: unknown) {
  const next = { ...input };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** The shared properties for a schema whose fields are all plain text. */
export function describeTextSchema(
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
export const EXTRA_KEYS = new Set([
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
export const anyValue = fc.anything({
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
