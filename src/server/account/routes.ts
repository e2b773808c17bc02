import { Hono } from 'hono';
import { z } from 'zod';
import type {
  AddressesResponse,
  AddressResponse,
  OrdersResponse,
  ProfileResponse,
  SecurityResponse,
  SubscriptionResponse,
  SubscriptionsResponse,
} from '../../core/api/account';
import type { AppDeps } from '../app-deps';
import { requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, answerEmpty, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { findSubscriptions, manageSubscriptionEverywhere, today } from '../subscriptions/service';
import {
  createAddress,
  deleteAddress,
  findAddresses,
  setDefaultAddress,
  updateAddress,
} from './address-service';
import { claimGuestOrders, sendGuestOrderClaimCode } from './guest-order-claims';
import { buildInvoiceFileName, renderInvoiceHtml } from './invoice';
import { findOrder, findOrders } from './order-history';
import { findProfile, updateProfile } from './profile-service';
import { findSecurity } from './security';

const uuidParam = z.uuid();

/** A malformed id is treated like another user's: 404, no hint either way. */
function readIdParam(value: string | undefined, notFoundMessage: string): string {
  const parsed = uuidParam.safeParse(value);
  if (!parsed.success) throw new AppError('not_found', notFoundMessage);
  return parsed.data;
}

/**
 * Mounted at /api/account (profile, addresses, orders, invoices, subscriptions, security).
 * Every route takes the user from the session (requireUser), never from the request.
 */
export function createAccountRoutes(deps: AppDeps) {
  const { db, auth, config } = deps;
  return new Hono<AppEnv>()
    .use('*', requireUser(auth))
    .use('*', noStore)
    .get('/profile', async (c) => {
      const { user } = viewerOf(c);
      const body: ProfileResponse = {
        profile: await findProfile(db, { userId: user.id, email: user.email }),
      };
      return answer(c, 'GET /api/account/profile', body);
    })
    .put('/profile', async (c) => {
      const { user } = viewerOf(c);
      const values = await readBody(c, 'PUT /api/account/profile');
      const body: ProfileResponse = {
        profile: await updateProfile(db, { userId: user.id, email: user.email }, values),
      };
      return answer(c, 'PUT /api/account/profile', body);
    })
    .get('/addresses', async (c) => {
      const { user } = viewerOf(c);
      const body: AddressesResponse = { addresses: await findAddresses(db, user.id) };
      return answer(c, 'GET /api/account/addresses', body);
    })
    .post('/addresses', async (c) => {
      const { user } = viewerOf(c);
      const values = await readBody(c, 'POST /api/account/addresses');
      const body: AddressResponse = { address: await createAddress(db, user.id, values) };
      return answer(c, 'POST /api/account/addresses', body, 201);
    })
    .put('/addresses/:id', async (c) => {
      const { user } = viewerOf(c);
      const id = readIdParam(c.req.param('id'), 'Address not found');
      const values = await readBody(c, 'PUT /api/account/addresses/:id');
      const body: AddressResponse = { address: await updateAddress(db, user.id, id, values) };
      return answer(c, 'PUT /api/account/addresses/:id', body);
    })
    .post('/addresses/:id/default', async (c) => {
      const { user } = viewerOf(c);
      const id = readIdParam(c.req.param('id'), 'Address not found');
      const body: AddressesResponse = { addresses: await setDefaultAddress(db, user.id, id) };
      return answer(c, 'POST /api/account/addresses/:id/default', body);
    })
    .delete('/addresses/:id', async (c) => {
      const { user } = viewerOf(c);
      await deleteAddress(db, user.id, readIdParam(c.req.param('id'), 'Address not found'));
      return answerEmpty(c, 'DELETE /api/account/addresses/:id');
    })
    .get('/orders', async (c) => {
      const { user } = viewerOf(c);
      const body: OrdersResponse = { orders: await findOrders(db, user.id) };
      return answer(c, 'GET /api/account/orders', body);
    })
    .post('/guest-orders/claim-code', async (c) => {
      const { user } = viewerOf(c);
      await readBody(c, 'POST /api/account/guest-orders/claim-code');
      const body = await sendGuestOrderClaimCode(deps, user);
      return answer(c, 'POST /api/account/guest-orders/claim-code', body);
    })
    .post('/guest-orders/claim', async (c) => {
      const { user } = viewerOf(c);
      const { code } = await readBody(c, 'POST /api/account/guest-orders/claim');
      const body = await claimGuestOrders(db, user, code);
      return answer(c, 'POST /api/account/guest-orders/claim', body);
    })
    .get('/orders/:id/invoice', async (c) => {
      const { user } = viewerOf(c);
      const order = await findOrder(db, user.id, readIdParam(c.req.param('id'), 'Order not found'));
      const html = renderInvoiceHtml({
        order,
        shopName: config.shopName,
        supportEmail: config.supportEmail,
        customerEmail: user.email,
      });
      c.header('Content-Type', 'text/html; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="${buildInvoiceFileName(order.orderNumber)}"`,
      );
      return c.body(html);
    })
    .get('/subscriptions', async (c) => {
      const { user } = viewerOf(c);
      const body: SubscriptionsResponse = {
        subscriptions: await findSubscriptions(db, user.id, today(deps)),
      };
      return answer(c, 'GET /api/account/subscriptions', body);
    })
    .post('/manage-subscription', async (c) => {
      const { user } = viewerOf(c);
      const request = await readBody(c, 'POST /api/account/manage-subscription');
      const body: SubscriptionResponse = {
        // Written through to the Shopify contract first.
        subscription: await manageSubscriptionEverywhere(
          deps,
          { userId: user.id, kind: 'customer' },
          request,
        ),
      };
      return answer(c, 'POST /api/account/manage-subscription', body);
    })
    .get('/security', async (c) => {
      const { user, session } = viewerOf(c);
      const body: SecurityResponse = await findSecurity(db, {
        userId: user.id,
        sessionId: session.id,
        twoFactorEnabled: user.twoFactorEnabled,
      });
      return answer(c, 'GET /api/account/security', body);
    });
}
