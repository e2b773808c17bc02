/**
 * Orders the sandbox took payment for, and their refunds, as Shopify's Admin GraphQL
 * API answers them: `order(id)` with its transactions (one SALE per paid checkout) and
 * `orders(first, after, query)` (order-list.ts), and
 * `orderCancel` (order-cancel.ts), `refundCreate(input: RefundInput!)` with Shopify's rules — the order must exist, a REFUND
 * transaction names a parent SALE of that order, the amount is positive, in the order's currency,
 * and the total refunded cannot exceed what was paid unless `allowOverRefunding`. Asked by the
 * Admin API endpoint (admin-api.ts) before its own operations; anything else goes on.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/refundCreate
 */
import { randomInt } from 'node:crypto';
import { formatPenceAsDecimal, tryParsePence } from '../core/money';
import type { GraphQLOperations } from './graphql-route';
import type { SandboxInventory } from './inventory-api';
import { cancelOrder, restockOrder } from './order-cancel';
import { listOrders, type SandboxListedOrder, type SandboxOrderPayload } from './order-list';
import { createMemoryDocuments, type SandboxDocuments } from './sandbox-documents';

export const SANDBOX_GATEWAY = 'bogus';

export type SandboxRefund = {
  id: string;
  amountPence: number;
  note: string | null;
  createdAt: string;
};
export type SandboxOrder = {
  id: string;
  /** The orders/create body sent for it (the `orders` query answers from it). */
  payload: SandboxOrderPayload | null;
  /** Each line's selling plan name (null: none): the Admin API has it, the webhook does not. */
  planNames?: (string | null)[];
  name: string;
  paidPence: number;
  currency: string;
  saleTransactionId: string;
  refunds: SandboxRefund[];
  /** Set by orderCancel (order-cancel.ts). */
  cancelledAt: string | null;
  cancelReason: string | null;
};

/**
 * The sandbox's orders, in the database (sandbox-documents.ts): a restart or a restore leaves
 * every paid order refundable and cancellable, and two processes on one database share them.
 */
export function createSandboxOrderStore(documents: SandboxDocuments = createMemoryDocuments()) {
  let sequence = 0;
  return {
    documents,
    /** Called by the sandbox checkout when a shopper pays. */
    async recordPaid(order: {
      id: string;
      name: string;
      paidPence: number;
      currency: string;
      payload?: SandboxOrderPayload;
      planNames?: (string | null)[];
    }) {
      const numeric = order.id.slice(order.id.lastIndexOf('/') + 1);
      const stored: SandboxOrder = {
        ...order,
        payload: order.payload ?? null,
        saleTransactionId: `gid://shopify/OrderTransaction/${numeric}1`,
        refunds: [],
        cancelledAt: null,
        cancelReason: null,
      };
      await documents.put('order', order.id, stored);
    },
    find: (id: string) => documents.get<SandboxOrder>('order', id),
    /** Changes one order while no other request can (refundCreate, orderCancel). */
    change: <R>(
      id: string,
      change: (order: SandboxOrder, inside: SandboxDocuments) => R | Promise<R>,
    ) => documents.update<SandboxOrder, R>('order', id, change),
    payloads: async (): Promise<SandboxListedOrder[]> =>
      (await documents.list<SandboxOrder>('order')).flatMap((o) =>
        o.payload === null ? [] : [{ payload: o.payload, planNames: o.planNames ?? [] }],
      ),
    nextRefundId: () =>
      `gid://shopify/Refund/${Date.now()}${String(++sequence % 10_000).padStart(4, '0')}${randomInt(10)}`,
  };
}
export type SandboxOrderStore = ReturnType<typeof createSandboxOrderStore>;

const money = (pence: number, currency: string) => {
  const m = { amount: formatPenceAsDecimal(pence), currencyCode: currency };
  return { shopMoney: m, presentmentMoney: m };
};
const refunded = (order: SandboxOrder) => order.refunds.reduce((sum, r) => sum + r.amountPence, 0);

function orderNode(order: SandboxOrder) {
  const refundedPence = refunded(order);
  return {
    id: order.id,
    name: order.name,
    cancelledAt: order.cancelledAt,
    cancelReason: order.cancelReason,
    displayFinancialStatus:
      refundedPence === 0
        ? 'PAID'
        : refundedPence >= order.paidPence
          ? 'REFUNDED'
          : 'PARTIALLY_REFUNDED',
    totalReceivedSet: money(order.paidPence, order.currency),
    totalRefundedSet: money(refundedPence, order.currency),
    transactions: [
      {
        id: order.saleTransactionId,
        kind: 'SALE',
        status: 'SUCCESS',
        gateway: SANDBOX_GATEWAY,
        amountSet: money(order.paidPence, order.currency),
      },
      ...order.refunds.map((r) => ({
        id: `${r.id.replace('Refund', 'OrderTransaction')}`,
        kind: 'REFUND',
        status: 'SUCCESS',
        gateway: SANDBOX_GATEWAY,
        amountSet: money(r.amountPence, order.currency),
      })),
    ],
    refunds: order.refunds.map((r) => refundNode(r, order.currency)),
  };
}

function refundNode(refund: SandboxRefund, currency: string) {
  return {
    id: refund.id,
    note: refund.note,
    createdAt: refund.createdAt,
    totalRefundedSet: money(refund.amountPence, currency),
  };
}

type UserError = { field: string[]; message: string };

const refundFailure = (...userErrors: UserError[]) => ({ order: null, refund: null, userErrors });
const NO_ORDER: UserError = { field: ['orderId'], message: 'Order does not exist' };

/** Refunds `order` (changed in place) as Shopify's refundCreate would, or answers why not. */
function createRefund(
  store: SandboxOrderStore,
  order: SandboxOrder,
  input: Record<string, unknown>,
) {
  const fail = refundFailure;
  if (typeof input.currency === 'string' && input.currency !== order.currency) {
    return fail({ field: ['currency'], message: `Currency must be ${order.currency}` });
  }
  const transactions = Array.isArray(input.transactions) ? input.transactions : [];
  let amountPence = 0;
  for (const [index, raw] of transactions.entries()) {
    const t = (raw ?? {}) as Record<string, unknown>;
    const field = ['transactions', String(index)];
    if (t.kind !== 'REFUND') {
      return fail({ field: [...field, 'kind'], message: 'Kind must be refund' });
    }
    if (t.parentId !== order.saleTransactionId) {
      return fail({ field: [...field, 'parentId'], message: 'Parent transaction does not exist' });
    }
    const pence = tryParsePence(String(t.amount ?? ''));
    if (pence === null || pence <= 0) {
      return fail({ field: [...field, 'amount'], message: 'Amount must be greater than 0' });
    }
    amountPence += pence;
  }
  if (amountPence === 0) {
    return fail({ field: ['transactions'], message: 'A refund needs at least one transaction' });
  }
  const available = order.paidPence - refunded(order);
  if (amountPence > available && input.allowOverRefunding !== true) {
    return fail({
      field: ['transactions', '0', 'amount'],
      message: `Refund amount ${formatPenceAsDecimal(amountPence)} exceeds the ${formatPenceAsDecimal(available)} ${order.currency} that can be refunded`,
    });
  }
  const refund: SandboxRefund = {
    id: store.nextRefundId(),
    amountPence,
    note: typeof input.note === 'string' ? input.note : null,
    createdAt: new Date().toISOString(),
  };
  order.refunds.push(refund);
  return { order: orderNode(order), refund: refundNode(refund, order.currency), userErrors: [] };
}

/** The root field of the first selection: `order` or `refundCreate`, else null. */
function rootField(query: string): string | null {
  const body = query.replace(/#[^\n]*/g, '');
  const open = body.indexOf('{');
  if (open < 0) return null;
  return /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(body.slice(open + 1))?.[1] ?? null;
}

/** `@idempotent(key: $var)` or `@idempotent(key: "…")` on the mutation's root field, else null. */
function idempotencyKeyOf(query: string, variables: Record<string, unknown>): string | null {
  const match = /@idempotent\s*\(\s*key\s*:\s*(?:\$([A-Za-z_][A-Za-z0-9_]*)|"([^"]+)")\s*\)/.exec(
    query,
  );
  if (!match) return null;
  const key = match[1] !== undefined ? variables[match[1]] : match[2];
  return typeof key === 'string' && key.trim() !== '' ? key : null;
}

/** The order operations of the Admin API endpoint (admin-api.ts), or null for any other. */
export function sandboxOrderOperations(
  store: SandboxOrderStore,
  inventory: SandboxInventory | null = null,
): GraphQLOperations {
  return async ({ query, variables }) => {
    const field = rootField(query);
    if (field === 'refundCreate') {
      const key = idempotencyKeyOf(query, variables);
      if (!key) {
        return {
          errors: [
            {
              message: 'The @idempotent directive with a key is required for refundCreate',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        };
      }
      const input = variables.input;
      if (!input || typeof input !== 'object') {
        return {
          errors: [
            {
              message: 'Variable $input of type RefundInput! was provided invalid value',
              extensions: { code: 'INVALID_VARIABLE' },
            },
          ],
        };
      }
      const fields = input as Record<string, unknown>;
      const orderId = typeof fields.orderId === 'string' ? fields.orderId : null;
      // The answer to an earlier request with this key, else a refund made under the order's lock.
      const answer = orderId
        ? await store.change(orderId, async (order, inside) => {
            const earlier = await inside.get<object>('refund-answer', key);
            if (earlier) return earlier;
            const made = createRefund(store, order, fields);
            if (made.refund) await inside.put('refund-answer', key, made);
            return made;
          })
        : null;
      if (answer) return { data: { refundCreate: answer.result } };
      const earlier = await store.documents.get<object>('refund-answer', key);
      return { data: { refundCreate: earlier ?? refundFailure(NO_ORDER) } };
    }
    if (field === 'orderCancel') {
      const id = typeof variables.orderId === 'string' ? variables.orderId : null;
      const restock: { order: SandboxOrder | null } = { order: null };
      const cancelled = id
        ? await store.change(id, (order) => {
            const answer = cancelOrder(store, order, variables);
            if (answer.job && variables.restock === true) restock.order = structuredClone(order);
            return answer;
          })
        : null;
      // The units go back once the cancellation is stored (order-cancel.ts restockOrder).
      if (restock.order) await restockOrder(restock.order, inventory);
      return {
        data: { orderCancel: cancelled ? cancelled.result : cancelOrder(store, null, variables) },
      };
    }
    if (field === 'orders') return listOrders(await store.payloads(), variables);
    if (field === 'order') {
      const id = typeof variables.id === 'string' ? variables.id : '';
      const order = await store.find(id);
      return { data: { order: order ? orderNode(order) : null } };
    }
    return null;
  };
}
