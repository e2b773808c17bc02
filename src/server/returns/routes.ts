/**
 * Returns (docs/decisions/136-returns.md). The customer's, mounted at /api/account: their order
 * comes from the session (another's is 404). Staff's, mounted at /api/admin/returns: the open
 * returns, the decision (orders.manage) and the receipt that refunds (orders.refund).
 */
import { type Context, Hono } from 'hono';
import type { RefundAuthority } from '../admin/service';
import type { AppDeps } from '../app-deps';
import { actorOf } from '../audit/service';
import { requireAdminAssurance, requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { noStore } from '../http/no-store';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import {
  decideReturn,
  findOrderReturns,
  openReturns,
  receiveReturn,
  requestReturn,
} from './return-requests';

export function createAccountReturnRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use('/orders/:id/returns', requireUser(auth))
    .use('/orders/:id/returns', noStore)
    .get('/orders/:id/returns', async (c) => {
      const { user } = viewerOf(c);
      const body = await findOrderReturns(db, user.id, c.req.param('id'));
      return answer(c, 'GET /api/account/orders/:id/returns', body);
    })
    .post('/orders/:id/returns', async (c) => {
      const { user } = viewerOf(c);
      const request = await readBody(c, 'POST /api/account/orders/:id/returns');
      const created = await requestReturn(deps, user, c.req.param('id'), request);
      return answer(c, 'POST /api/account/orders/:id/returns', { return: created }, 201);
    });
}

function authorityOf(c: Context<AppEnv>): RefundAuthority {
  return { actor: actorOf(c), role: c.get('staffRole') };
}

export function createAdminReturnRoutes(
  deps: AppDeps,
  options: { createShopifyClient?: () => Pick<ShopifyAdminClient, 'graphql'> } = {},
) {
  const { db, auth, config } = deps;
  const createShopifyClient =
    options.createShopifyClient ?? (() => createAdminClientFromConfig(config));
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(auth, db))
    .use('*', noStore)
    .get('/', async (c) => {
      return answer(c, 'GET /api/admin/returns', { returns: await openReturns(db) });
    })
    .post('/:id/decision', async (c) => {
      const decision = await readBody(c, 'POST /api/admin/returns/:id/decision');
      const decided = await decideReturn(deps, c.req.param('id'), decision, actorOf(c));
      return answer(c, 'POST /api/admin/returns/:id/decision', { return: decided });
    })
    .post('/:id/received', async (c) => {
      await readBody(c, 'POST /api/admin/returns/:id/received');
      const received = await receiveReturn(
        { ...deps, shopify: createShopifyClient() },
        c.req.param('id'),
        authorityOf(c),
      );
      return answer(c, 'POST /api/admin/returns/:id/received', { return: received });
    });
}
