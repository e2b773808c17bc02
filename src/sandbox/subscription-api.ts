/**
 * The subscription operations of the sandbox Admin GraphQL API, asked by its endpoint
 * (admin-api.ts) before its own operations: a request whose root field is one of these is
 * answered here, anything else goes on. Arguments are read from the variables the query binds
 * them to (`subscriptionContractId: $id` reads `variables.id`).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../server/http/app-env';
import type { GraphQLOperations } from './graphql-route';
import {
  attemptNode,
  contractNode,
  SandboxContractConflict,
  type SandboxContractStore,
} from './subscription-contracts';
import { lineNode } from './subscription-model';

const OPERATIONS = [
  'subscriptionBillingAttemptCreate',
  'subscriptionContractPause',
  'subscriptionContractActivate',
  'subscriptionContractCancel',
  'subscriptionContractSetNextBillingDate',
  'subscriptionContractUpdate',
  'subscriptionDraftUpdate',
  'subscriptionDraftCommit',
  'subscriptionDraftLineAdd',
  'subscriptionDraftLineUpdate',
  'subscriptionDraftLineRemove',
  'subscriptionBillingCycleContractEdit',
  'subscriptionBillingCycleContractDraftCommit',
  'subscriptionContract',
  'customerPaymentMethodSendUpdateEmail',
  'customerPaymentMethod',
] as const;
type Operation = (typeof OPERATIONS)[number];

/** The root field of the first selection, and its arguments resolved against the variables. */
function readOperation(query: string, variables: Record<string, unknown>) {
  const body = query.replace(/#[^\n]*/g, '');
  const open = body.indexOf('{');
  if (open < 0) return null;
  const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(\(([^)]*)\))?/.exec(body.slice(open + 1));
  const field = match?.[1] as Operation | undefined;
  if (!field || !OPERATIONS.includes(field)) return null;
  const args: Record<string, unknown> = {};
  for (const part of (match?.[3] ?? '').split(',')) {
    const arg = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(\$?)([A-Za-z_][A-Za-z0-9_]*|"[^"]*")\s*$/.exec(
      part,
    );
    if (!arg?.[1]) continue;
    const value = arg[3] ?? '';
    args[arg[1]] =
      arg[2] === '$' ? variables[value] : value.startsWith('"') ? value.slice(1, -1) : value;
  }
  return { field, args };
}

/**
 * Reads what an operation names from the database (read-through: another process, or this one
 * before a restart, may have changed it): its contract with the contract's card, the billing
 * attempt of its idempotency key, the card and the contracts billing it.
 */
async function pullFor(
  store: SandboxContractStore,
  field: Operation,
  args: Record<string, unknown>,
) {
  switch (field) {
    case 'subscriptionBillingAttemptCreate': {
      const input = (args.subscriptionBillingAttemptInput ?? {}) as Record<string, unknown>;
      await store.pullAttempt(input.idempotencyKey);
      await store.pullContract(args.subscriptionContractId);
      return;
    }
    case 'subscriptionContractPause':
    case 'subscriptionContractActivate':
    case 'subscriptionContractCancel':
      // Cancelling counts the cycles paid by billing attempts.
      await store.pullContract(args.subscriptionContractId, { attempts: true });
      return;
    case 'subscriptionContractSetNextBillingDate':
    case 'subscriptionContractUpdate':
      await store.pullContract(args.contractId);
      return;
    case 'subscriptionBillingCycleContractEdit':
      await store.pullContract(
        ((args.billingCycleInput ?? {}) as { contractId?: unknown }).contractId,
      );
      return;
    case 'subscriptionContract':
      await store.pullContract(args.id);
      return;
    case 'customerPaymentMethodSendUpdateEmail':
      await store.pullPaymentMethod(args.customerPaymentMethodId);
      return;
    case 'customerPaymentMethod':
      await store.pullPaymentMethod(args.id);
      return;
    default:
      // The draft operations: the draft is this process's, its contract is read again.
      await store.pullContract(store.draftContractId(args.draftId));
  }
}

/** How many times an operation runs when its contract keeps changing under it elsewhere. */
const MAX_CONFLICT_TRIES = 5;

export function sandboxSubscriptionOperations(store: SandboxContractStore): GraphQLOperations {
  return async ({ query, variables }) => {
    const operation = readOperation(query, variables);
    if (!operation) return null;
    // Another process may change the contract between this one's read and write: the write is
    // a compare-and-set, and on a conflict the operation runs again on the contract as stored
    // (no lock held while it runs: on PGlite's one connection a transaction that awaited the
    // catalogue would wait forever; decisions 129, 133).
    for (let tries = 1; ; tries++) {
      try {
        return await store.exclusive(async () => {
          await pullFor(store, operation.field, operation.args);
          const answer = await answerOperation(store, operation);
          await store.push();
          return answer;
        });
      } catch (err) {
        if (!(err instanceof SandboxContractConflict) || tries >= MAX_CONFLICT_TRIES) throw err;
        if (operation.field === 'subscriptionDraftCommit')
          store.reopenDraft(operation.args.draftId);
      }
    }
  };
}

async function answerOperation(
  store: SandboxContractStore,
  { field, args }: { field: Operation; args: Record<string, unknown> },
) {
  {
    const contractPayload = (result: {
      contract: Parameters<typeof contractNode>[0] | null;
      userErrors: unknown[];
    }) => ({
      contract: result.contract ? contractNode(result.contract) : null,
      userErrors: result.userErrors,
    });
    let data: unknown;
    switch (field) {
      case 'subscriptionBillingAttemptCreate': {
        const input = (args.subscriptionBillingAttemptInput ?? {}) as Record<string, unknown>;
        const result = await store.billingAttemptCreate(args.subscriptionContractId, input);
        data = {
          subscriptionBillingAttempt: result.attempt ? attemptNode(result.attempt) : null,
          userErrors: result.userErrors,
        };
        break;
      }
      case 'subscriptionContractPause':
        data = contractPayload(store.setStatus(args.subscriptionContractId, 'PAUSED'));
        break;
      case 'subscriptionContractActivate':
        data = contractPayload(store.setStatus(args.subscriptionContractId, 'ACTIVE'));
        break;
      case 'subscriptionContractCancel':
        data = contractPayload(store.setStatus(args.subscriptionContractId, 'CANCELLED'));
        break;
      case 'subscriptionContractSetNextBillingDate':
        data = contractPayload(store.setNextBillingDate(args.contractId, args.date));
        break;
      case 'subscriptionContractUpdate': {
        const result = store.contractUpdate(args.contractId);
        data = { draft: result.value, userErrors: result.userErrors };
        break;
      }
      case 'subscriptionDraftUpdate': {
        const result = store.draftUpdate(
          args.draftId,
          (args.input ?? {}) as Record<string, unknown>,
        );
        data = { draft: result.value, userErrors: result.userErrors };
        break;
      }
      case 'subscriptionDraftLineAdd': {
        const input = (args.input ?? {}) as Record<string, unknown>;
        const result = await store.draftLineAdd(args.draftId, input);
        const lineAdded = result.line ? lineNode(result.line) : null;
        data = { draft: result.draft, lineAdded, userErrors: result.userErrors };
        break;
      }
      case 'subscriptionDraftLineUpdate': {
        const input = (args.input ?? {}) as Record<string, unknown>;
        const result = await store.draftLineUpdate(args.draftId, args.lineId, input);
        const lineUpdated = result.line ? lineNode(result.line) : null;
        data = { draft: result.draft, lineUpdated, userErrors: result.userErrors };
        break;
      }
      case 'subscriptionDraftLineRemove':
        data = store.draftLineRemove(args.draftId, args.lineId);
        break;
      case 'subscriptionBillingCycleContractEdit': {
        const input = (args.billingCycleInput ?? {}) as {
          contractId?: unknown;
          selector?: { date?: unknown };
        };
        const result = store.billingCycleContractEdit(input);
        data = { draft: result.value, userErrors: result.userErrors };
        break;
      }
      case 'subscriptionBillingCycleContractDraftCommit':
        data = store.billingCycleContractDraftCommit(args.draftId);
        break;
      case 'subscriptionDraftCommit':
        data = contractPayload(store.draftCommit(args.draftId));
        break;
      case 'subscriptionContract': {
        const contract = store.get(args.id);
        data = contract ? contractNode(contract) : null;
        break;
      }
      case 'customerPaymentMethodSendUpdateEmail': {
        const result = await store.paymentMethods.sendUpdateEmail(args.customerPaymentMethodId);
        // Shopify's payload carries a plain UserError (field, message): no code.
        data = {
          customer: result.customer,
          userErrors: result.userErrors.map(({ field, message }) => ({ field, message })),
        };
        break;
      }
      case 'customerPaymentMethod': {
        const method = store.paymentMethods.get(args.id);
        const visible = method && (method.revokedAt === null || args.showRevoked === true);
        data = visible
          ? {
              id: method.id,
              revokedAt: method.revokedAt,
              subscriptionContracts: {
                nodes: [...store.contracts.values()]
                  .filter((contract) => contract.paymentMethodId === method.id)
                  .map((contract) => ({ id: contract.id, status: contract.status })),
              },
            }
          : null;
        break;
      }
    }
    return {
      data: { [field]: data },
      extensions: {
        cost: {
          requestedQueryCost: 10,
          actualQueryCost: 10,
          throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100 },
        },
      },
    };
  }
}

/**
 * ENABLE_TEST_ROUTES only: GET /sandbox/shopify/test/webhook-deliveries answers the webhook
 * deliveries' answers by status, retries, drops and answer times (p50, p99).
 * POST /sandbox/shopify/test/contracts {count, email, intervalDays,
 * pricePence} creates `count` ACTIVE contracts the way a paid checkout does (the bench and tests
 * that need many contracts without as many checkouts). Answers their ids.
 */
export function createSandboxSubscriptionTestRoutes(store: SandboxContractStore) {
  return new Hono<AppEnv>()
    .get('/webhook-deliveries', (c) => {
      const { answerMs, ...counts } = store.deliveryStats;
      const sorted = [...answerMs].sort((x, y) => x - y);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
      return c.json({ ...counts, answerP50Ms: at(0.5) ?? null, answerP99Ms: at(0.99) ?? null });
    })
    .post('/contracts', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      const count = Math.min(Math.max(Number(body.count) || 1, 1), 20_000);
      const intervalDays = Number(body.intervalDays) || 30;
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const [contract] = await store.createFromCheckout({
          orderId: Date.now() * 1000 + i,
          email: `${String(body.emailPrefix ?? 'bench')}-${i}@example.co.uk`,
          cardNumber: String(body.cardNumber ?? '4242424242424242'),
          shippingAddress: null,
          lines: [
            {
              variantId: null,
              title: 'Organic Black Seed Oil',
              variantTitle: '100ml',
              quantity: 1,
              unitPricePence: Number(body.pricePence) || 1424,
              planName: '1-month supply (5% off)',
              intervalDays,
              minCycles: null,
            },
          ],
        });
        if (contract) ids.push(contract.id);
      }
      await store.exclusive(() => store.push());
      return c.json({ ids });
    });
}
