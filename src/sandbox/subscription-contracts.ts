/**
 * The sandbox's subscription contracts and billing attempts, with the Admin GraphQL
 * operations a shop's own subscription app uses:
 *   subscriptionBillingAttemptCreate (idempotencyKey: the same key answers the same attempt and
 *   never charges twice), subscriptionContractPause / Activate / Cancel,
 *   subscriptionContractSetNextBillingDate, subscriptionContractUpdate → subscriptionDraftUpdate →
 *   subscriptionDraftCommit (frequency) and the subscriptionContract query.
 * A checkout with subscription lines creates one contract per line (createFromCheckout, called by
 * the sandbox checkout) and sends subscription_contracts/create. A billing attempt is processed
 * after the mutation answers (ready: false), like Shopify (billing-attempts.ts); its webhooks go
 * out through webhook-delivery.ts, which retries like Shopify.
 * Contracts, their cards and billing attempts live in the database (sandbox-documents.ts,
 * decision 129): each operation reads what it names first (`pull…`) and writes back what it
 * changed (`push`), one operation at a time in a process (`exclusive`). A contract is written
 * back only over what the operation read (compare-and-set); when another process changed it
 * meanwhile, the operation runs again (SandboxContractConflict, decision 133). Drafts and
 * committed billing-cycle edits stay in this process's memory.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Pence } from '../core/money';
import type { Clock } from '../server/lib/clock';
import { DAY_MS } from '../server/lib/clock';
import { contractWebhookPayload, createBillingAttemptProcessor } from './billing-attempts';
import {
  createSandboxPaymentMethods,
  type SandboxPaymentMethod,
  type UpdateEmail,
} from './payment-methods';
import {
  createMemoryDocuments,
  type SandboxDocumentKind,
  type SandboxDocuments,
} from './sandbox-documents';
import type { SandboxVariant } from './shop-state';
import { createStoreIds, type StoreIds } from './store-ids';
import { createSandboxDraftStore } from './subscription-drafts';
import {
  editedContractNode,
  type SandboxBillingAttempt,
  type SandboxContract,
  type UserError,
} from './subscription-model';
import {
  createWebhookDelivery,
  type WebhookDeliveryOptions,
  type WebhookTarget,
} from './webhook-delivery';

export {
  attemptNode,
  type ContractStatus,
  contractNode,
  SANDBOX_RENEWAL_DECLINE_CARD,
  type SandboxBillingAttempt,
  type SandboxContract,
  type SandboxContractLine,
  type UserError,
} from './subscription-model';

/**
 * A contract changed by another process (or another store on the same database) between this
 * operation's read and its write: nothing of the operation's contract change was stored, and
 * the operation is run again on the contract as it now is (subscription-api.ts;
 * docs/decisions/133-sandbox-store-complete.md).
 */
export class SandboxContractConflict extends Error {
  constructor(readonly contractId: string) {
    super(`sandbox contract ${contractId} changed meanwhile`);
  }
}

export function createSandboxContractStore(options: {
  clock: Clock;
  webhooks: WebhookTarget;
  /** Delivery timing (tests shorten Shopify's retry schedule). */
  delivery?: Omit<WebhookDeliveryOptions, 'target'>;
  /** The next order number (shared with the checkout's numbering). */
  takeOrderNumber: () => Promise<number>;
  /** Where customerPaymentMethodSendUpdateEmail's email goes (the shop's outbox). */
  paymentMethodEmail?: {
    publicUrl: string;
    shopName: string;
    sendEmail: (email: UpdateEmail) => Promise<void>;
  };
  /** The store's sellable variants, for draft lines (none known: every variant refused). */
  findVariant?: (gid: string) => Promise<SandboxVariant | null>;
  /** Where contracts, cards and attempts are kept (in memory when absent: unit tests). */
  documents?: SandboxDocuments;
  /** The store's ids (from `documents` when absent). */
  ids?: StoreIds;
}) {
  const { clock } = options;
  const documents = options.documents ?? createMemoryDocuments();
  const ids = options.ids ?? createStoreIds(documents);
  const contracts = new Map<string, SandboxContract>();
  const attempts = new Map<string, SandboxBillingAttempt>();
  const drafts = createSandboxDraftStore({
    contracts,
    findVariant: options.findVariant ?? (async () => null),
  });
  /** Test hook: the next contract mutation on a contract answers this user error. */
  const forcedErrors = new Map<string, UserError>();
  /** Orders created by billing attempts, per contract (tests count them). */
  const ordersByContract = new Map<string, number[]>();
  const delivery = createWebhookDelivery({ ...options.delivery, target: options.webhooks });
  const paymentMethods = createSandboxPaymentMethods({
    clock,
    delivery,
    publicUrl: options.paymentMethodEmail?.publicUrl ?? options.webhooks.baseUrl,
    shopName: options.paymentMethodEmail?.shopName ?? 'Sandbox shop',
    sendEmail: options.paymentMethodEmail?.sendEmail ?? (async () => {}),
  });
  const processAttempt = createBillingAttemptProcessor({
    clock,
    delivery,
    takeOrderNumber: options.takeOrderNumber,
    ids,
    ordersByContract,
    cardOf: (contract) => paymentMethods.get(contract.paymentMethodId)?.card ?? null,
    linesForCycle: drafts.linesForCycle,
  });
  /** Billing attempts created and not yet processed. */
  const pendingAttempts = new Set<Promise<unknown>>();

  /** What each document held when last read or written (`kind id` → JSON): push writes changes. */
  const stored = new Map<string, string>();
  const storedKey = (kind: SandboxDocumentKind, id: string) => `${kind} ${id}`;
  async function write(kind: SandboxDocumentKind, id: string, doc: object) {
    const json = JSON.stringify(doc);
    const before = stored.get(storedKey(kind, id));
    if (before === json) return;
    if (kind === 'contract' && before !== undefined) {
      // Compare-and-set: only over the contract as this operation read it. Another process's
      // change meanwhile is not overwritten; the operation runs again on it (decision 133).
      if (!(await documents.replace(kind, id, before, doc))) {
        stored.delete(storedKey(kind, id));
        throw new SandboxContractConflict(id);
      }
    } else {
      await documents.put(kind, id, doc);
    }
    stored.set(storedKey(kind, id), json);
  }
  function remember<T extends object>(
    kind: SandboxDocumentKind,
    id: string,
    doc: T | null,
    into: Map<string, T>,
  ) {
    if (!doc) return;
    stored.set(storedKey(kind, id), JSON.stringify(doc));
    into.set(id, doc);
  }
  /** Ids read or created since the last push: the documents push compares. */
  const touched = {
    contracts: new Set<string>(),
    methods: new Set<string>(),
    attempts: new Set<string>(),
  };
  let queue: Promise<unknown> = Promise.resolve();
  /** One operation at a time in this process: pull, change, push without interleaving. */
  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = queue.then(run);
    queue = result.catch(() => {});
    return result;
  }

  function find(id: unknown): SandboxContract | undefined {
    return typeof id === 'string' ? contracts.get(id) : undefined;
  }

  /**
   * An unknown contract, in the code its payload's error type has: CONTRACT_NOT_FOUND for a
   * billing attempt, INVALID for the status and next-billing-date mutations, whose enums have
   * no other (decision 139).
   */
  const notFound = (field: string, code = 'INVALID'): UserError => ({
    field: [field],
    message: 'Subscription contract does not exist',
    code,
  });

  function takeForcedError(contractId: string): UserError | null {
    const error = forcedErrors.get(contractId);
    if (!error) return null;
    forcedErrors.delete(contractId);
    return error;
  }

  async function pullPaymentMethod(id: unknown) {
    if (typeof id !== 'string') return;
    const method = await documents.get<SandboxPaymentMethod>('payment-method', id);
    remember('payment-method', id, method, paymentMethods.methods);
    touched.methods.add(id);
  }

  return {
    contracts,
    attempts,
    paymentMethods,
    /** Runs one operation at a time in this process (pull, change, push without interleaving). */
    exclusive,
    /** Reads a contract and its card from the database into this process; `attempts`: its billing attempts too. */
    async pullContract(id: unknown, options: { attempts?: boolean } = {}) {
      if (typeof id !== 'string') return;
      // The contract and the card it bills, in one read.
      const { doc: contract, linked: method } = await documents.getWithLinked<
        SandboxContract,
        SandboxPaymentMethod
      >('contract', id, 'paymentMethodId', 'payment-method');
      remember('contract', id, contract, contracts);
      touched.contracts.add(id);
      if (contract) {
        remember('payment-method', contract.paymentMethodId, method, paymentMethods.methods);
        touched.methods.add(contract.paymentMethodId);
      }
      if (contract && options.attempts) {
        for (const attempt of await documents.listWhere<SandboxBillingAttempt>(
          'billing-attempt',
          'contractId',
          id,
        )) {
          remember('billing-attempt', attempt.idempotencyKey, attempt, attempts);
        }
      }
    },
    /** Reads a card, and the contracts that bill it, from the database into this process. */
    async pullPaymentMethod(id: unknown) {
      await pullPaymentMethod(id);
      if (typeof id !== 'string') return;
      for (const contract of await documents.listWhere<SandboxContract>(
        'contract',
        'paymentMethodId',
        id,
      )) {
        remember('contract', contract.id, contract, contracts);
      }
    },
    /** Reads the billing attempt made with an idempotency key (a retry answers it). */
    async pullAttempt(key: unknown) {
      if (typeof key !== 'string' || key.trim() === '') return;
      const attempt = await documents.get<SandboxBillingAttempt>('billing-attempt', key.trim());
      remember('billing-attempt', key.trim(), attempt, attempts);
    },
    /** Stores a card changed outside an operation (the payment-method page's new card). */
    savePaymentMethod(method: SandboxPaymentMethod): Promise<void> {
      return exclusive(() => write('payment-method', method.id, method));
    },
    /** Opens a committed draft again: its commit is run again after a conflict. */
    reopenDraft(draftId: unknown) {
      const draft = typeof draftId === 'string' ? drafts.drafts.get(draftId) : undefined;
      if (draft) draft.committed = false;
    },
    /** The contract a draft edits (the draft itself lives in this process). */
    draftContractId(draftId: unknown): string | null {
      return typeof draftId === 'string' ? (drafts.drafts.get(draftId)?.contractId ?? null) : null;
    },
    /** Writes back the contracts, cards and new attempts read or created since the last push. */
    async push() {
      const contractIds = [...touched.contracts];
      const methodIds = [...touched.methods];
      const attemptKeys = [...touched.attempts];
      touched.contracts.clear();
      touched.methods.clear();
      touched.attempts.clear();
      for (const id of contractIds) {
        const contract = contracts.get(id);
        if (!contract) continue;
        const method = paymentMethods.methods.get(contract.paymentMethodId);
        // The card first: a contract is never stored without the card it bills.
        if (method) await write('payment-method', method.id, method);
        await write('contract', id, contract);
      }
      for (const id of methodIds) {
        const method = paymentMethods.methods.get(id);
        if (method) await write('payment-method', id, method);
      }
      for (const key of attemptKeys) {
        const attempt = attempts.get(key);
        if (attempt) await write('billing-attempt', key, attempt);
      }
    },
    ordersByContract,
    /** Webhook answers by status, retries and drops (tests and the bench). */
    deliveryStats: delivery.stats,
    /** Waits for the billing attempts made so far and their webhooks (tests). */
    async settle() {
      while (pendingAttempts.size > 0) await Promise.all([...pendingAttempts]);
      await delivery.settle();
    },
    forceUserError(contractId: string, error: UserError) {
      forcedErrors.set(contractId, error);
    },

    /**
     * The checkout hook: one contract per subscription line of a paid order, then
     * subscription_contracts/create for each (sent after the order webhook).
     */
    async createFromCheckout(input: {
      orderId: number;
      email: string;
      cardNumber: string;
      shippingAddress: Record<string, unknown> | null;
      lines: {
        variantId: string | null;
        title: string;
        variantTitle: string | null;
        quantity: number;
        unitPricePence: Pence;
        planId?: string | null;
        planName: string;
        intervalDays: number;
        /** The selling plan's billing policy minCycles (null: none). */
        minCycles: number | null;
      }[];
    }): Promise<SandboxContract[]> {
      const now = clock.now();
      const numericIds: number[] = [];
      for (const _line of input.lines) numericIds.push(await ids.next());
      // One vaulted card per checkout, shared by its contracts, as Shopify vaults it.
      const paymentMethod = paymentMethods.create(input.email, input.cardNumber);
      return input.lines.map((line, index) => {
        const numericId = numericIds[index] as number;
        const contract: SandboxContract = {
          id: `gid://shopify/SubscriptionContract/${numericId}`,
          numericId,
          status: 'ACTIVE',
          customerEmail: input.email,
          originOrderId: input.orderId,
          nextBillingDate: new Date(now.getTime() + line.intervalDays * DAY_MS).toISOString(),
          intervalDays: line.intervalDays,
          minCycles: line.minCycles,
          lines: [
            {
              id: `gid://shopify/SubscriptionLine/${randomUUID()}`,
              variantId: line.variantId,
              title: line.title,
              variantTitle: line.variantTitle,
              quantity: line.quantity,
              currentPricePence: line.unitPricePence,
              sellingPlanId: line.planId ?? null,
              sellingPlanName: line.planName,
            },
          ],
          customAttributes: [],
          paymentMethodId: paymentMethod.id,
          shippingAddress: input.shippingAddress,
          createdAt: now.toISOString(),
        };
        contracts.set(contract.id, contract);
        touched.contracts.add(contract.id);
        return contract;
      });
    },

    sendContractCreated(contract: SandboxContract) {
      return delivery.send('subscription_contracts/create', contractWebhookPayload(contract));
    },

    async billingAttemptCreate(
      contractId: unknown,
      input: { idempotencyKey?: unknown; billingCycleSelector?: { date?: unknown } | null },
    ) {
      const contract = find(contractId);
      if (!contract) {
        return {
          attempt: null,
          userErrors: [notFound('subscriptionContractId', 'CONTRACT_NOT_FOUND')],
        };
      }
      const key = typeof input.idempotencyKey === 'string' ? input.idempotencyKey.trim() : '';
      if (key === '') {
        return {
          attempt: null,
          userErrors: [
            { field: ['idempotencyKey'], message: "Idempotency key can't be blank", code: 'BLANK' },
          ],
        };
      }
      const existing = attempts.get(key);
      if (existing) return { attempt: existing, userErrors: [] };
      if (contract.status !== 'ACTIVE') {
        const code = contract.status === 'PAUSED' ? 'CONTRACT_PAUSED' : 'CONTRACT_TERMINATED';
        return {
          attempt: null,
          userErrors: [
            {
              field: ['subscriptionContractId'],
              message: `Subscription contract is ${contract.status.toLowerCase()}`,
              code,
            },
          ],
        };
      }
      const selected = input.billingCycleSelector?.date;
      const cycleDate = typeof selected === 'string' ? selected.slice(0, 10) : null;
      const numericId = await ids.next();
      // The same key sent meanwhile (the id's reservation awaited): that attempt, once.
      const made = attempts.get(key);
      if (made) return { attempt: made, userErrors: [] };
      const attempt: SandboxBillingAttempt = {
        id: `gid://shopify/SubscriptionBillingAttempt/${numericId}`,
        numericId,
        idempotencyKey: key,
        contractId: contract.id,
        ready: false,
        errorCode: null,
        errorMessage: null,
        orderId: null,
        createdAt: clock.now().toISOString(),
      };
      attempts.set(key, attempt);
      touched.attempts.add(key);
      const processing = new Promise<void>((resolve) => setTimeout(resolve, randomInt(1, 5)))
        .then(() => processAttempt(attempt, contract, cycleDate))
        // After the push of the operation that created it (exclusive), so the processed attempt is
        // the one stored.
        .then(() => exclusive(() => write('billing-attempt', attempt.idempotencyKey, attempt)))
        .finally(() => pendingAttempts.delete(processing));
      pendingAttempts.add(processing);
      return { attempt, userErrors: [] };
    },

    setStatus(contractId: unknown, status: 'ACTIVE' | 'PAUSED' | 'CANCELLED') {
      const contract = find(contractId);
      if (!contract) return { contract: null, userErrors: [notFound('subscriptionContractId')] };
      const forced = takeForcedError(contract.id);
      if (forced) return { contract: null, userErrors: [forced] };
      if (contract.status === 'CANCELLED' || contract.status === 'EXPIRED') {
        return {
          contract: null,
          userErrors: [
            {
              field: ['subscriptionContractId'],
              message: 'Cannot update a contract that is cancelled or expired',
              code: 'CONTRACT_TERMINATED',
            },
          ],
        };
      }
      if (status === 'CANCELLED') {
        // The origin order is the first cycle; each paid billing attempt another.
        let paidCycles = 1;
        for (const attempt of attempts.values()) {
          if (attempt.contractId === contract.id && attempt.orderId !== null) paidCycles += 1;
        }
        if (contract.minCycles !== null && paidCycles < contract.minCycles) {
          return {
            contract: null,
            userErrors: [
              {
                field: ['subscriptionContractId'],
                message: `Contract cannot be cancelled before its minimum of ${contract.minCycles} billing cycles is paid`,
                code: 'INVALID',
              },
            ],
          };
        }
      }
      contract.status = status;
      return { contract, userErrors: [] };
    },

    setNextBillingDate(contractId: unknown, date: unknown) {
      const contract = find(contractId);
      if (!contract) return { contract: null, userErrors: [notFound('contractId')] };
      const forced = takeForcedError(contract.id);
      if (forced) return { contract: null, userErrors: [forced] };
      const parsed = typeof date === 'string' ? new Date(date) : null;
      if (!parsed || Number.isNaN(parsed.getTime())) {
        return {
          contract: null,
          userErrors: [{ field: ['date'], message: 'Date is invalid', code: 'INVALID' }],
        };
      }
      if (contract.status === 'CANCELLED') {
        return {
          contract: null,
          userErrors: [
            {
              field: ['contractId'],
              message: 'Cannot update a contract that is cancelled or expired',
              // SubscriptionContractUserError's one code, in every version (decision 139):
              // https://shopify.dev/docs/api/admin-graphql/unstable/enums/SubscriptionContractErrorCode
              code: 'INVALID',
            },
          ],
        };
      }
      contract.nextBillingDate = parsed.toISOString();
      return { contract, userErrors: [] };
    },

    contractUpdate: drafts.contractUpdate,
    billingCycleContractEdit: drafts.billingCycleContractEdit,
    draftUpdate: drafts.update,
    draftLineAdd: drafts.lineAdd,
    draftLineUpdate: drafts.lineUpdate,
    draftLineRemove: drafts.lineRemove,

    draftCommit(draftId: unknown) {
      const draft = typeof draftId === 'string' ? drafts.drafts.get(draftId) : undefined;
      const forced = draft && !draft.committed ? takeForcedError(draft.contractId) : null;
      if (forced) return { contract: null, userErrors: [forced] };
      const result = drafts.commit(draftId);
      return { contract: result.value, userErrors: result.userErrors };
    },

    /** The answer's contract is the cycle's edited contract (editedContractNode). */
    billingCycleContractDraftCommit(draftId: unknown) {
      const cycleDate = typeof draftId === 'string' ? drafts.drafts.get(draftId)?.cycleDate : null;
      const result = drafts.cycleCommit(draftId);
      const contract = result.value;
      return {
        contract:
          contract && cycleDate
            ? editedContractNode(contract, drafts.linesForCycle(contract, cycleDate))
            : null,
        userErrors: result.userErrors,
      };
    },

    get(contractId: unknown) {
      return find(contractId) ?? null;
    },
  };
}

export type SandboxContractStore = ReturnType<typeof createSandboxContractStore>;
