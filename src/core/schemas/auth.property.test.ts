/**
 * Property tests: Email fields, sign-up and password reset (src/core/schemas)
 * (docs/spec/accounts-and-back-office.md §5, docs/spec/storefront.md §5): random valid input is
 * accepted and trimmed; a broken required field is rejected with the spec's message for that field,
 * on that field only; arbitrary values never make a schema throw. The required-field messages are
 * written out here from the spec, not imported. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth';
import { contactSchema } from './contact';
import { newsletterSchema } from './newsletter';

import {
  anyValue,
  blank,
  core,
  email,
  expectRejectedWith,
  notAnEmail,
  notAString,
  padded,
  password,
  run,
  withField,
} from './property-kit';

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
