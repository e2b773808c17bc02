/**
 * Shopify's mandatory privacy webhooks, mapped to the shop's own UK GDPR export and erasure
 * (https://shopify.dev/docs/apps/build/compliance/privacy-law-compliance):
 *   - customers/data_request: what the shop holds about the customer (the account export of
 *     data-export.ts when a verified account has that email, plus the orders Shopify names or
 *     that carry the email), sent to the shop's own support address through the outbox, since
 *     the merchant answers the customer;
 *   - customers/redact: the account (when its email is verified) is erased as self-service erasure
 *     does (erasure.ts: orders kept but anonymised, six years for HMRC), live subscriptions are
 *     cancelled in Shopify first; the orders Shopify names and guest orders with the email are
 *     anonymised;
 *   - shop/redact (48 hours after the shop uninstalls the app): every guest order and subscription
 *     the checkout brought in is anonymised; accounts (the shop's own customers) stay.
 * Each is recorded in the audit log with Shopify as the actor.
 * docs/decisions/053-shopify-privacy-webhooks.md
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { type AuditActor, recordAudit } from '../audit/service';
import { users } from '../db/schema/auth';
import { orders, subscriptions } from '../db/schema/orders';
import {
  createSubscriptionShopifyClient,
  type SubscriptionShopifyClient,
} from '../subscriptions/service';
import { buildAccountExport, exportOrdersWhere } from './data-export';
import { anonymiseAccountData, sendAccountDeletedEmail } from './erasure';

const shopifyId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]);

const customerSchema = z.object({
  id: shopifyId.nullish(),
  email: z.string().trim().max(320).nullish(),
  phone: z.string().nullish(),
});

/*
 * Each topic's body is its own: X-Shopify-Topic is not covered by the HMAC, so a signed body
 * replayed under another topic must not parse. Each schema requires its topic's fields
 * (https://shopify.dev/docs/apps/build/compliance/privacy-law-compliance) and refuses the
 * fields that mark the other topics' bodies.
 */
const absent = z.never({ error: 'belongs to another privacy topic' }).optional();

export const dataRequestWebhookSchema = z.object({
  shop_id: shopifyId,
  shop_domain: z.string().min(1),
  orders_requested: z.array(shopifyId).max(10_000),
  customer: customerSchema,
  data_request: z.object({ id: shopifyId }).nullish(),
  orders_to_redact: absent,
});

export const customerRedactWebhookSchema = z.object({
  shop_id: shopifyId,
  shop_domain: z.string().min(1),
  customer: customerSchema,
  orders_to_redact: z.array(shopifyId).max(10_000),
  orders_requested: absent,
  data_request: absent,
});

export const shopRedactWebhookSchema = z.object({
  shop_id: shopifyId,
  shop_domain: z.string().min(1),
  customer: absent,
  orders_requested: absent,
  orders_to_redact: absent,
  data_request: absent,
});

type PrivacyDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'clock'> & {
  shopify?: SubscriptionShopifyClient;
};

/** The audit log's actor for what Shopify asked: no user id, the shop's domain. */
export function shopifyActor(shopDomain: string): AuditActor {
  return { id: null, email: `shopify:${shopDomain}` };
}

const lowerEmail = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The orders Shopify named, or carrying the email: by Shopify order id or lower(email). */
function ordersOf(email: string, shopifyOrderIds: string[]) {
  return or(
    email === '' ? undefined : sql`lower(${orders.email}) = ${email}`,
    shopifyOrderIds.length > 0 ? inArray(orders.shopifyOrderId, shopifyOrderIds) : undefined,
  );
}

async function findVerifiedAccount(deps: PrivacyDeps, email: string) {
  if (email === '') return null;
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return user?.emailVerified ? user : null;
}

export async function answerDataRequest(
  deps: PrivacyDeps,
  payload: z.output<typeof dataRequestWebhookSchema>,
): Promise<{ account: boolean; orders: number }> {
  const email = lowerEmail(payload.customer.email);
  const ids = payload.orders_requested.map(String);
  const now = deps.clock.now();
  const account = await findVerifiedAccount(deps, email);
  const where = ordersOf(email, ids);
  const exported = {
    shopifyRequest: {
      dataRequestId:
        payload.data_request?.id === undefined ? null : String(payload.data_request.id),
      customerId: payload.customer.id == null ? null : String(payload.customer.id),
      email,
      ordersRequested: ids,
    },
    account: account ? await buildAccountExport(deps.db, account.id, now) : null,
    orders: where ? await exportOrdersWhere(deps.db, where) : [],
  };
  await deps.mailer.send({
    to: deps.config.supportEmail,
    subject: `Customer data request from Shopify: ${email || 'no email given'}`,
    text: [
      `Shopify passed on a customer's request for their data (${payload.shop_domain}).`,
      `Send the customer what ${deps.config.shopName} holds about them, below, within one month.`,
      '',
      JSON.stringify(exported, null, 2),
    ].join('\n'),
  });
  const summary = {
    account: account !== null,
    orders: exported.orders.length,
  };
  await recordAudit(deps.db, shopifyActor(payload.shop_domain), {
    action: 'privacy.data_request',
    entityType: 'customer',
    entityId: payload.customer.id == null ? null : String(payload.customer.id),
    summary: `Shopify customer data request: ${summary.account ? 'account' : 'no account'} and ${summary.orders} orders sent to ${deps.config.supportEmail}`,
    after: { ...summary, ordersRequested: ids },
  });
  return summary;
}

export async function redactCustomer(
  deps: PrivacyDeps,
  payload: z.output<typeof customerRedactWebhookSchema>,
): Promise<{ accountErased: boolean; cancelledSubscriptions: number; anonymisedOrders: number }> {
  const { db } = deps;
  const email = lowerEmail(payload.customer.email);
  const ids = payload.orders_to_redact.map(String);
  const account = await findVerifiedAccount(deps, email);
  let cancelledSubscriptions = 0;
  let accountOrders = 0;
  if (account) {
    // Shopify first: an outage throws (503), nothing is erased, and Shopify delivers again.
    const live = await db
      .select({ id: subscriptions.id, contractId: subscriptions.shopifyContractId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, account.id),
          inArray(subscriptions.status, ['active', 'paused']),
        ),
      );
    const shopify = deps.shopify ?? createSubscriptionShopifyClient(deps.config);
    for (const sub of live) {
      if (sub.contractId) await shopify.cancel(sub.contractId);
    }
    if (live.length > 0) {
      await db
        .update(subscriptions)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          inArray(
            subscriptions.id,
            live.map((s) => s.id),
          ),
        );
    }
    cancelledSubscriptions = live.length;
    accountOrders = (
      await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, account.id))
    ).length;
    await anonymiseAccountData(db, account);
    await db.delete(users).where(eq(users.id, account.id));
    await sendAccountDeletedEmail(deps.mailer, deps.config, account);
  }
  const guestOrders = await anonymiseGuestOrders(deps, ordersOf(email, ids), email);
  const result = {
    accountErased: account !== null,
    cancelledSubscriptions,
    anonymisedOrders: accountOrders + guestOrders,
  };
  await recordAudit(db, shopifyActor(payload.shop_domain), {
    action: 'privacy.customer_redact',
    entityType: 'customer',
    entityId: payload.customer.id == null ? null : String(payload.customer.id),
    summary: `Shopify customer redaction: ${result.accountErased ? 'account erased' : 'no account'}, ${result.anonymisedOrders} orders anonymised, ${cancelledSubscriptions} subscriptions cancelled`,
    after: { ...result, ordersToRedact: ids },
  });
  return result;
}

/**
 * Anonymises the orders matching `where` that belong to no account, and the guest subscriptions
 * with `email` (every guest one when `email` is null). Returns how many orders.
 */
async function anonymiseGuestOrders(
  deps: PrivacyDeps,
  where: ReturnType<typeof ordersOf> | undefined,
  email: string | null,
): Promise<number> {
  if (where === undefined) return 0;
  // One statement each (shop/redact may cover every order): the same anonymised shape as
  // erasure.ts (anonymiseShippingAddress keeps only the country, for VAT).
  const token = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 12)`;
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        email: sql`'deleted-customer-' || ${token} || '@deleted.invalid'`,
        shippingAddress: sql`case when ${orders.shippingAddress} is null then null else jsonb_build_object(
          'first_name', 'Deleted', 'last_name', 'customer', 'company', null, 'address1', null,
          'address2', null, 'city', null, 'province', null, 'zip', null,
          'country', ${orders.shippingAddress}->'country', 'phone', null) end`,
      })
      .where(and(isNull(orders.userId), where, sql`${orders.email} not like '%@deleted.invalid'`))
      .returning({ id: orders.id });
    await tx
      .update(subscriptions)
      .set({
        email: sql`'deleted-customer-' || ${token} || '@deleted.invalid'`,
        updatedAt: new Date(),
      })
      .where(
        and(
          isNull(subscriptions.userId),
          email === null ? undefined : sql`lower(${subscriptions.email}) = ${email}`,
          sql`${subscriptions.email} not like '%@deleted.invalid'`,
        ),
      );
    return rows.length;
  });
}

export async function redactShop(
  deps: PrivacyDeps,
  payload: z.output<typeof shopRedactWebhookSchema>,
): Promise<{ anonymisedOrders: number }> {
  const anonymisedOrders = await anonymiseGuestOrders(deps, sql`true`, null);
  await recordAudit(deps.db, shopifyActor(payload.shop_domain), {
    action: 'privacy.shop_redact',
    entityType: 'shop',
    entityId: String(payload.shop_id),
    summary: `Shopify shop redaction: ${anonymisedOrders} guest orders anonymised; accounts kept`,
    after: { anonymisedOrders },
  });
  return { anonymisedOrders };
}
