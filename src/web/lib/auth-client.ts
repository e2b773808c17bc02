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

/** What any better-auth client call resolves to, for `unwrapAuthResult`. */
export type AuthCallResult = AuthResult<unknown>;

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

/**
 * Messages for failures decided in the browser, not by the server: the WebAuthn prompt closed or
 * timed out says only "Auth cancelled" in the library, which tells the customer nothing.
 */
export const CLIENT_AUTH_MESSAGES: Record<string, string> = {
  AUTH_CANCELLED:
    'The passkey request was cancelled or timed out. Try again, or sign in with your email and password.',
  ERROR_CEREMONY_ABORTED:
    'The passkey request was cancelled or timed out. Try again, or sign in with your email and password.',
  // The server's "Passkey not found": the device offered a passkey the shop no longer knows.
  PASSKEY_NOT_FOUND:
    'This passkey is not registered with your account here (it may have been removed). Sign in with your email and password, then add a new passkey under Account → Profile → Security.',
};

/** When the request never got an answer (offline, server down). */
export const AUTH_UNREACHABLE_MESSAGE =
  'The shop could not be reached. Check your connection and try again.';

/**
 * Returns the data of a better-auth call or throws AuthError. Its message is the server's (every
 * failed auth request shows it to the customer), a browser-side explanation for the codes of
 * CLIENT_AUTH_MESSAGES, or `fallback` when the server sent none.
 */
export function unwrapAuthResult<T>(result: AuthResult<T>, fallback: string): T {
  if (result.error) {
    const { code, status } = result.error;
    // The passkey client reports every browser-side WebAuthn failure as "Auth cancelled".
    const clientMessage =
      (code ? CLIENT_AUTH_MESSAGES[code] : undefined) ??
      (result.error.message === 'Auth cancelled' ? CLIENT_AUTH_MESSAGES.AUTH_CANCELLED : undefined);
    throw new AuthError({
      message:
        clientMessage ??
        (result.error.message || (status === 0 ? AUTH_UNREACHABLE_MESSAGE : fallback)),
      status,
      code,
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
