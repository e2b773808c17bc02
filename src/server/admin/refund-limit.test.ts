import { and, eq, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPenceAsDecimal } from '../../core/money';
import { ROLE_FORBIDDEN_MESSAGE } from '../../core/staff/staff-roles';
import { SYSTEM_ACTOR } from '../audit/service';
import { setStaffRole } from '../auth/roles';
import { productVariants } from '../db/schema/catalog';
import { orderRefunds, orders } from '../db/schema/orders';
import { staffRoles } from '../db/schema/staff';
import { setShopifyQuantity } from '../stock/test-helpers';
import { oil100VariantId } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payOneTimeOrder } from '../test/paid-order';
import { dailyLimitMessage, OWN_ORDER_MESSAGE, orderLimitMessage } from './refund-limit';

// Money a role may move is bounded on every path (docs/decisions/114-refund-limit-and-own-case.md):
// non-owners together move at most £100 out of one order (refunds and cancellations with
// refund, concurrent or not), each non-owner at most £100 in 24 hours, owners any amount, and
// nobody refunds or cancels an order of their own.

const LIMIT = 10_000;
const CANCEL = { reason: 'customer', restock: false, refund: true, staffNote: '' };

type Admin = Awaited<ReturnType<TestApp['adminClient']>>;
let app: TestApp;
let owner: Admin;
let fulfilment: Admin;
let customer: TestClient;
let customerEmail: string;

async function adminAs(role: 'staff' | 'fulfilment'): Promise<Admin> {
  const admin = await app.adminClient();
  await setStaffRole(app.db, admin.userId, role, SYSTEM_ACTOR);
  return admin;
}

/** A paid order of `quantity` × 100 ml oil (£14.99 each: £299.80 unless said). */
const payOrder = (quantity = 20) => payOneTimeOrder(app, customer, customerEmail, quantity);

const refund = (who: Admin, orderId: string, amountPence: number) =>
  who.client.post(`/api/admin/orders/${orderId}/refunds`, { amountPence });
const cancel = (who: Admin, orderId: string) =>
  who.client.post(`/api/admin/orders/${orderId}/cancel`, CANCEL);

async function errorOf(res: Response) {
  return { status: res.status, body: await res.json() };
}
const overOrder = (left: number) => ({
  status: 403,
  body: { error: { code: 'refund_over_limit', message: orderLimitMessage(LIMIT, left) } },
});

/** What non-owners have moved out of the order, and what it has refunded in all. */
async function moved(orderId: string) {
  const [nonOwner] = await app.db
    .select({ pence: sql<string>`coalesce(sum(${orderRefunds.amountPence}), 0)` })
    .from(orderRefunds)
    .leftJoin(staffRoles, eq(staffRoles.userId, orderRefunds.staffUserId))
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        isNotNull(orderRefunds.staffUserId),
        sql`coalesce(${staffRoles.role}, '') <> 'owner'`,
      ),
    );
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    nonOwnerPence: Number(nonOwner?.pence ?? 0),
    refundedPence: order?.refundedPence ?? 0,
    cancelled: order?.status === 'cancelled',
  };
}

beforeAll(async () => {
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  owner = await app.adminClient();
  fulfilment = await adminAs('fulfilment');
  customer = app.client();
  ({ email: customerEmail } = await customer.signUp({ verify: true }));
  const variantId = await oil100VariantId(app);
  const [row] = await app.db
    .select({ gid: productVariants.shopifyGid })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row?.gid) throw new Error('variant has no Shopify id');
  await app.db
    .update(productVariants)
    .set({ inventoryQuantity: 5_000 })
    .where(eq(productVariants.id, variantId));
  await setShopifyQuantity(app, row.gid, 5_000);
}, 120_000);
afterAll(() => app?.close());

describe('the staff refund limit holds for the sum, on every path', () => {
  it('refuses a second refund that takes staff past £100 on one order', async () => {
    const staff = await adminAs('staff');
    const order = await payOrder();
    expect((await refund(staff, order.id, 9_999)).status).toBe(201);
    expect(await errorOf(await refund(staff, order.id, 7_999))).toEqual(overOrder(1));
    // Another member of staff counts in the same sum.
    const other = await adminAs('staff');
    expect(await errorOf(await refund(other, order.id, 2))).toEqual(overOrder(1));
    expect((await refund(other, order.id, 1)).status).toBe(201);
    // The owner is not bounded.
    expect((await refund(owner, order.id, 5_000)).status).toBe(201);
    expect(await moved(order.id)).toEqual({
      nonOwnerPence: 10_000,
      refundedPence: 15_000,
      cancelled: false,
    });
  });

  it('refuses staff a cancellation whose refund is over £100, and lets the owner cancel it', async () => {
    const staff = await adminAs('staff');
    const order = await payOrder();
    expect(order.chargedPence).toBeGreaterThan(LIMIT);
    expect(await errorOf(await cancel(staff, order.id))).toEqual(overOrder(LIMIT));
    expect(await moved(order.id)).toEqual({
      nonOwnerPence: 0,
      refundedPence: 0,
      cancelled: false,
    });
    // Refunded down to under the limit by the owner, staff may cancel the rest.
    expect((await refund(owner, order.id, order.chargedPence - 4_000)).status).toBe(201);
    expect((await cancel(staff, order.id)).status).toBe(200);
    expect(await moved(order.id)).toEqual({
      nonOwnerPence: 4_000,
      refundedPence: order.chargedPence,
      cancelled: true,
    });
  });

  it('lets two concurrent £99 refunds by staff move £99, not £198', async () => {
    const [first, second] = [await adminAs('staff'), await adminAs('staff')];
    const order = await payOrder();
    const path = `/api/admin/orders/${order.id}/refunds`;
    const answers = await Promise.all([
      first.client.post(path, { amountPence: 9_900, note: 'first' }),
      second.client.post(path, { amountPence: 9_900, note: 'second' }),
    ]);
    // The second is refused by the limit, or (its check waiting on the first's intent) by 409.
    const statuses = answers.map((a) => a.status).sort();
    expect([
      [201, 403],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await moved(order.id)).toEqual({
      nonOwnerPence: 9_900,
      refundedPence: 9_900,
      cancelled: false,
    });
  });

  it('holds £100 a day per person across orders', async () => {
    const staff = await adminAs('staff');
    const [a, b] = [await payOrder(5), await payOrder(5)];
    expect((await refund(staff, a.id, 6_000)).status).toBe(201);
    expect(await errorOf(await refund(staff, b.id, 5_000))).toEqual({
      status: 403,
      body: { error: { code: 'refund_over_limit', message: dailyLimitMessage(LIMIT, 4_000) } },
    });
    expect((await refund(staff, b.id, 4_000)).status).toBe(201);
  });
});

describe('nobody decides their own case', () => {
  it('refuses anyone, the owner too, a refund or cancellation of their own order', async () => {
    const staff = await adminAs('staff');
    const own = await payOneTimeOrder(app, staff.client, staff.email, 1);
    const ownByOwner = await payOneTimeOrder(app, owner.client, owner.email, 1);
    const refused = {
      status: 403,
      body: { error: { code: 'own_case', message: OWN_ORDER_MESSAGE } },
    };
    expect(await errorOf(await refund(staff, own.id, 100))).toEqual(refused);
    expect(await errorOf(await cancel(staff, own.id))).toEqual(refused);
    expect(await errorOf(await refund(owner, ownByOwner.id, 100))).toEqual(refused);
    expect(await errorOf(await cancel(owner, ownByOwner.id))).toEqual(refused);
    // Another person may.
    expect((await refund(owner, own.id, 100)).status).toBe(201);
    expect(await moved(ownByOwner.id)).toEqual({
      nonOwnerPence: 0,
      refundedPence: 0,
      cancelled: false,
    });
  });
});

// The model: one order, its owner, a member of staff and a fulfilment member doing refunds and
// cancellations with refund in any order, one at a time or several at once.
type Who = 'owner' | 'staff' | 'fulfilment';
type Act = { who: Who; kind: 'refund'; amountPence: number } | { who: Who; kind: 'cancel' };

const actArb: fc.Arbitrary<Act> = fc.oneof(
  fc.record({
    who: fc.constantFrom<Who>('owner', 'staff', 'fulfilment'),
    kind: fc.constant('refund' as const),
    amountPence: fc.oneof(
      fc.constantFrom(1, 999, 4_000, 9_999, 10_000, 10_001),
      fc.integer({ min: 1, max: 12_000 }),
    ),
  }),
  fc.record({
    who: fc.constantFrom<Who>('owner', 'staff', 'fulfilment'),
    kind: fc.constant('cancel' as const),
  }),
);

type Moved = Awaited<ReturnType<typeof moved>>;
const ANSWERS_AT_ONCE: Record<Who, number[]> = {
  owner: [200, 201, 400, 409],
  staff: [200, 201, 400, 403, 409],
  fulfilment: [403],
};

/** What one act alone answers, and what the order has moved after it. */
function expectedAnswer(act: Act, before: Moved, chargedPence: number) {
  const refused = (status: number, code: string, message: string) => ({
    status,
    error: { code, message },
    after: before,
  });
  if (act.who === 'fulfilment') return refused(403, 'role_forbidden', ROLE_FORBIDDEN_MESSAGE);
  const refundable = chargedPence - before.refundedPence;
  const left = LIMIT - before.nonOwnerPence;
  const overLimit = refused(403, 'refund_over_limit', orderLimitMessage(LIMIT, left));
  const byStaff = act.who === 'staff';
  if (act.kind === 'refund') {
    if (act.amountPence > refundable) {
      const message = `You can refund at most £${formatPenceAsDecimal(refundable)} on this order.`;
      return refused(400, 'validation_failed', message);
    }
    if (byStaff && act.amountPence > left) return overLimit;
    return {
      status: 201,
      error: undefined,
      after: {
        nonOwnerPence: before.nonOwnerPence + (byStaff ? act.amountPence : 0),
        refundedPence: before.refundedPence + act.amountPence,
        cancelled: before.cancelled,
      },
    };
  }
  // Cancelling a cancelled order again answers with it and changes nothing.
  if (before.cancelled) return { status: 200, error: undefined, after: before };
  if (byStaff && refundable > left) return overLimit;
  return {
    status: 200,
    error: undefined,
    after: {
      nonOwnerPence: before.nonOwnerPence + (byStaff ? refundable : 0),
      refundedPence: chargedPence,
      cancelled: true,
    },
  };
}

type Real = { people: Record<Who, Admin>; order: { id: string; chargedPence: number } };
type Model = { chargedPence: number };

const send = (real: Real, act: Act) =>
  act.kind === 'refund'
    ? refund(real.people[act.who], real.order.id, act.amountPence)
    : cancel(real.people[act.who], real.order.id);

/** The invariants, after every command: what non-owners moved, and never more than was paid. */
async function checkInvariants(real: Real, before: Moved): Promise<Moved> {
  const after = await moved(real.order.id);
  expect(after.nonOwnerPence).toBeLessThanOrEqual(LIMIT);
  expect(after.refundedPence).toBeLessThanOrEqual(real.order.chargedPence);
  expect(after.refundedPence).toBeGreaterThanOrEqual(before.refundedPence);
  return after;
}

/** One act alone: answered and applied exactly as the rules say. */
class OneAct implements fc.AsyncCommand<Model, Real> {
  constructor(readonly act: Act) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const before = await moved(real.order.id);
    const res = await send(real, this.act);
    const body = (await res.json()) as { error?: { code: string; message: string } };
    const after = await checkInvariants(real, before);
    const expected = expectedAnswer(this.act, before, model.chargedPence);
    const error = body.error && { code: body.error.code, message: body.error.message };
    expect({ status: res.status, error, after }).toEqual(expected);
  }
  toString = () => `one(${JSON.stringify(this.act)})`;
}

/**
 * Acts sent at once: decided one after another in some order, so each answer is one the rules
 * allow its person, and the sums hold whatever the order.
 */
class ActsAtOnce implements fc.AsyncCommand<Model, Real> {
  constructor(readonly acts: Act[]) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const before = await moved(real.order.id);
    const answers = await Promise.all(this.acts.map((act) => send(real, act)));
    await checkInvariants(real, before);
    const statuses = answers.map((res, i) => ({ who: this.acts[i]?.who, status: res.status }));
    const allowed = statuses.map(({ who, status }) => ({
      who,
      status: ANSWERS_AT_ONCE[who as Who].includes(status) ? 'allowed' : status,
    }));
    expect(allowed).toEqual(statuses.map(({ who }) => ({ who, status: 'allowed' })));
  }
  toString = () => `together(${JSON.stringify(this.acts)})`;
}

describe('model: owner, staff and fulfilment moving money out of one order', () => {
  it('never lets non-owners move more than £100 in total; the owner is not bounded', async () => {
    const commands = [
      actArb.map((act) => new OneAct(act)),
      fc.array(actArb, { minLength: 2, maxLength: 3 }).map((acts) => new ActsAtOnce(acts)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 5 }), async (cmds) => {
        const staff = await adminAs('staff');
        const order = await payOrder();
        const real: Real = { people: { owner, staff, fulfilment }, order };
        await fc.asyncModelRun(() => ({ model: { chargedPence: order.chargedPence }, real }), cmds);
      }),
      { numRuns: 6 },
    );
  }, 300_000);
});
