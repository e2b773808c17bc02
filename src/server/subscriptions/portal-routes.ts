/**
 * Mounted at /api/account: the subscription portal's changes, each for the session's own
 * subscription only (another customer's answers 404, as a missing one does).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SubscriptionResponse } from '../../core/api/account';
import type { AppDeps } from '../app-deps';
import { requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import {
  addOneTimeItem,
  changeSubscriptionAddress,
  orderSubscriptionNow,
  swapSubscriptionItem,
} from './portal';
import { listPortalOptions } from './portal-options';

const idParam = z.uuid();

function subscriptionIdOf(value: string | undefined): string {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw new AppError('not_found', 'Subscription not found');
  return parsed.data;
}

export function createSubscriptionPortalRoutes(deps: AppDeps) {
  const wrap = (subscription: SubscriptionResponse['subscription']): SubscriptionResponse => ({
    subscription,
  });
  return new Hono<AppEnv>()
    .use('/subscriptions/*', requireUser(deps.auth))
    .use('/subscriptions/*', noStore)
    .get('/subscriptions/:id/options', async (c) => {
      const { user } = viewerOf(c);
      const id = subscriptionIdOf(c.req.param('id'));
      return answer(
        c,
        'GET /api/account/subscriptions/:id/options',
        await listPortalOptions(deps, user.id, id),
      );
    })
    .post('/subscriptions/:id/swap', async (c) => {
      const { user } = viewerOf(c);
      const id = subscriptionIdOf(c.req.param('id'));
      const body = await readBody(c, 'POST /api/account/subscriptions/:id/swap');
      return answer(
        c,
        'POST /api/account/subscriptions/:id/swap',
        wrap(await swapSubscriptionItem(deps, user.id, id, body)),
      );
    })
    .post('/subscriptions/:id/order-now', async (c) => {
      const { user } = viewerOf(c);
      const id = subscriptionIdOf(c.req.param('id'));
      await readBody(c, 'POST /api/account/subscriptions/:id/order-now');
      return answer(
        c,
        'POST /api/account/subscriptions/:id/order-now',
        wrap(await orderSubscriptionNow(deps, user.id, id)),
      );
    })
    .post('/subscriptions/:id/one-time-items', async (c) => {
      const { user } = viewerOf(c);
      const id = subscriptionIdOf(c.req.param('id'));
      const body = await readBody(c, 'POST /api/account/subscriptions/:id/one-time-items');
      return answer(
        c,
        'POST /api/account/subscriptions/:id/one-time-items',
        wrap(await addOneTimeItem(deps, user.id, id, body)),
      );
    })
    .post('/subscriptions/:id/address', async (c) => {
      const { user } = viewerOf(c);
      const id = subscriptionIdOf(c.req.param('id'));
      const body = await readBody(c, 'POST /api/account/subscriptions/:id/address');
      return answer(
        c,
        'POST /api/account/subscriptions/:id/address',
        wrap(await changeSubscriptionAddress(deps, user.id, id, body)),
      );
    });
}
