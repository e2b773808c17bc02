/**
 * UK GDPR self-service, mounted at /api/account beside the account routes:
 *   GET  /export  everything held about the signed-in customer, as a JSON download;
 *   GET  /deletion-plan  what deleting would do to each subscription (shown before confirming);
 *   POST /delete  erasure after the password is confirmed (see erasure.ts for what happens).
 */
import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import type { DeleteAccountResponse } from '../../core/api/account-data';
import { DELETE_ACCOUNT_MESSAGES } from '../../core/schemas/account-deletion';
import type { AppDeps } from '../app-deps';
import { requireStepUp, requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { hitKeyedLimit } from '../http/rate-limit';
import { buildAccountExport, exportFileName } from './data-export';
import { cancelSubscriptionsForErasure, planAccountDeletion } from './erasure';
import { countOwnOrders } from './order-history';

/**
 * Password checks before erasure, per account (whatever the client address): a stolen session
 * cannot guess the password from many addresses. Five in 15 minutes is plenty for the owner.
 */
export const DELETE_PASSWORD_LIMIT = { max: 5, windowMs: 15 * 60_000 };
export const DELETE_PASSWORD_LIMIT_MESSAGE =
  'Too many password attempts on this account. Please wait 15 minutes and try again.';

export function createPrivacyRoutes(deps: AppDeps) {
  const { db, auth, clock } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', requireUser(auth))
      // With a second factor on the account, both need it freshly verified on this session.
      .use('/export', requireStepUp(auth, db))
      .use('/delete', requireStepUp(auth, db))
      .get('/export', async (c) => {
        const { user } = viewerOf(c);
        const now = clock.now();
        const data = await buildAccountExport(db, user.id, now);
        c.header('Cache-Control', 'no-store');
        c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
        return c.json(data);
      })
      .get('/deletion-plan', async (c) => {
        const { user } = viewerOf(c);
        c.header('Cache-Control', 'no-store');
        return answer(
          c,
          'GET /api/account/deletion-plan',
          await planAccountDeletion(deps, user.id),
        );
      })
      .post('/delete', async (c) => {
        const { user } = viewerOf(c);
        const { password } = await readBody(c, 'POST /api/account/delete');
        const headers = c.req.raw.headers;
        const limited = await hitKeyedLimit(deps.rateLimitStore, {
          name: 'account-password',
          key: user.id,
          ...DELETE_PASSWORD_LIMIT,
        });
        if (limited) {
          c.header('Retry-After', String(DELETE_PASSWORD_LIMIT.windowMs / 1000));
          throw new AppError('rate_limited', DELETE_PASSWORD_LIMIT_MESSAGE);
        }
        try {
          await auth.api.verifyPassword({ headers, body: { password } });
        } catch (err) {
          if (err instanceof APIError && err.statusCode < 500) {
            throw new AppError('invalid_password', DELETE_ACCOUNT_MESSAGES.wrongPassword, {
              status: 403,
              fields: { password: [DELETE_ACCOUNT_MESSAGES.wrongPassword] },
            });
          }
          throw err;
        }
        // Shopify first: a refusal or an outage leaves the account as it was.
        const cancelledSubscriptions = await cancelSubscriptionsForErasure(deps, user.id);
        const anonymisedOrders = await countOwnOrders(db, user.id);
        const result = await auth.api.deleteUser({
          headers,
          body: { password },
          returnHeaders: true,
        });
        for (const cookie of result.headers.getSetCookie()) {
          c.header('Set-Cookie', cookie, { append: true });
        }
        c.header('Cache-Control', 'no-store');
        const body: DeleteAccountResponse = {
          deleted: true,
          anonymisedOrders,
          cancelledSubscriptions,
        };
        return answer(c, 'POST /api/account/delete', body);
      })
  );
}
