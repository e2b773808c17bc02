import { passkeyClient } from '@better-auth/passkey/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client for /api/auth (email + password, two-factor, passkeys). Cookies
 * are HTTP-only: the client never sees a token. The header reads the session from GET /api/me
 * (`meQuery`); invalidate ['me'] after any sign-in or sign-out made through this client.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient(), passkeyClient()],
});

type AuthResult<T> = {
  data: T | null;
  error: { message?: string | undefined; status: number; code?: string | undefined } | null;
};

/** An auth API failure with the server's message (when it sent one) and code. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(options: { message: string; status: number; code?: string | undefined }) {
    super(options.message);
    this.name = 'AuthError';
    this.status = options.status;
    this.code = options.code;
  }
}

/** Returns the data of a better-auth call or throws AuthError (message: the server's or `fallback`). */
export function unwrapAuthResult<T>(result: AuthResult<T>, fallback: string): T {
  if (result.error) {
    throw new AuthError({
      message: result.error.message || fallback,
      status: result.error.status,
      code: result.error.code,
    });
  }
  if (result.data === null) throw new AuthError({ message: fallback, status: 0 });
  return result.data;
}

/** The message to show for a failed auth call: the server's, else the spec's fallback. */
export function readAuthErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthError && error.message) return error.message;
  return fallback;
}
