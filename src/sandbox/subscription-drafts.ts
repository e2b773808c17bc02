/**
 * The sandbox's subscription drafts, as Shopify's Admin API has them:
 *   subscriptionContractUpdate → draft of the contract; subscriptionBillingCycleContractEdit →
 *   draft of one billing cycle (its changes bill on that cycle only);
 *   subscriptionDraftUpdate (billing/delivery policy, deliveryMethod.shipping.address),
 *   subscriptionDraftLineAdd / LineUpdate / LineRemove; subscriptionDraftCommit (contract drafts)
 *   and subscriptionBillingCycleContractDraftCommit (cycle drafts).
 * Refused as Shopify refuses (SubscriptionDraftErrorCode): a committed draft reused (COMMITTED),
 * a cycle draft committed as a contract draft (BILLING_CYCLE_PRESENT) or the other way round
 * (BILLING_CYCLE_ABSENT), a policy change on a cycle draft, a removed line (ALREADY_REMOVED), a
 * variant the store does not sell, a selling plan not offered on the variant, a bad price.
 * https://shopify.dev/docs/api/admin-graphql/latest/enums/SubscriptionDraftErrorCode
 * https://shopify.dev/docs/apps/build/purchase-options/subscriptions/billing-cycles/manage-billing-cycle-contracts
 */
import { randomUUID } from 'node:crypto';
import { tryParsePence } from '../core/money';
import type { SandboxVariant } from './shop-state';
import {
  nextNumericId,
  type SandboxContract,
  type SandboxContractLine,
  type UserError,
} from './subscription-model';

export type SandboxDraft = {
  id: string;
  contractId: string;
  /** 'YYYY-MM-DD' of the billing cycle a cycle draft edits; null: the contract itself. */
  cycleDate: string | null;
  committed: boolean;
  intervalDays: number | null;
  lines: SandboxContractLine[];
  removedLineIds: Set<string>;
  shippingAddress: Record<string, unknown> | null;
};

/** What a committed cycle edit changes on that cycle's bill: lines added and lines removed. */
export type CycleEdit = { added: SandboxContractLine[]; removedLineIds: Set<string> };

type Result<T> = { value: T; userErrors: [] } | { value: null; userErrors: UserError[] };

const fail = (field: string[], message: string, code: string) => ({
  value: null,
  userErrors: [{ field, message, code }],
});

const ADDRESS_REQUIRED = ['address1', 'city', 'zip', 'countryCode'] as const;

export function createSandboxDraftStore(options: {
  contracts: Map<string, SandboxContract>;
  /** The store's sellable variants (the shop's catalogue as exported). */
  findVariant: (gid: string) => Promise<SandboxVariant | null>;
}) {
  const drafts = new Map<string, SandboxDraft>();
  /** Committed cycle edits by `${contractId}|${cycleDate}`. */
  const cycleEdits = new Map<string, CycleEdit>();

  function open(contractId: unknown, cycleDate: string | null): Result<{ id: string }> {
    const contract = typeof contractId === 'string' ? options.contracts.get(contractId) : null;
    if (!contract) return fail(['contractId'], 'Subscription contract does not exist', 'INVALID');
    const id = `gid://shopify/SubscriptionDraft/${nextNumericId(Date.now())}`;
    const edit = cycleDate ? cycleEdits.get(`${contract.id}|${cycleDate}`) : undefined;
    drafts.set(id, {
      id,
      contractId: contract.id,
      cycleDate,
      committed: false,
      intervalDays: null,
      lines: [...contract.lines, ...(edit?.added ?? [])].map((line) => ({ ...line })),
      removedLineIds: new Set(edit?.removedLineIds ?? []),
      shippingAddress: contract.shippingAddress,
    });
    return { value: { id }, userErrors: [] };
  }

  /** An open (uncommitted) draft, or Shopify's refusal. */
  function openDraft(draftId: unknown): Result<SandboxDraft> {
    const draft = typeof draftId === 'string' ? drafts.get(draftId) : undefined;
    if (!draft) return fail(['draftId'], 'Draft does not exist', 'INVALID');
    if (draft.committed) {
      return fail(['draftId'], 'Subscription draft has been already committed.', 'COMMITTED');
    }
    return { value: draft, userErrors: [] };
  }

  async function readLineInput(
    input: Record<string, unknown>,
    current: SandboxContractLine | null,
  ): Promise<Result<Omit<SandboxContractLine, 'id'>>> {
    const variantGid =
      typeof input.productVariantId === 'string' ? input.productVariantId : current?.variantId;
    if (!variantGid) return fail(['input', 'productVariantId'], "Variant can't be blank", 'BLANK');
    const variant = await options.findVariant(variantGid);
    if (!variant) {
      return fail(['input', 'productVariantId'], 'Product variant does not exist', 'INVALID');
    }
    const planGid =
      typeof input.sellingPlanId === 'string'
        ? input.sellingPlanId
        : input.productVariantId === undefined
          ? (current?.sellingPlanId ?? null)
          : null;
    if (planGid !== null && !variant.plans.has(planGid)) {
      return fail(
        ['input', 'sellingPlanId'],
        'Selling plan is not available for this product variant',
        'INVALID',
      );
    }
    const price =
      input.currentPrice === undefined
        ? (current?.currentPricePence ?? null)
        : tryParsePence(String(input.currentPrice));
    if (price === null || price < 0) {
      return fail(['input', 'currentPrice'], 'Current price is invalid', 'INVALID');
    }
    const quantity = input.quantity === undefined ? (current?.quantity ?? 1) : input.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      return fail(['input', 'quantity'], 'Quantity must be greater than 0', 'INVALID');
    }
    return {
      value: {
        variantId: variantGid,
        title: variant.productTitle,
        variantTitle: variant.variantTitle,
        quantity,
        currentPricePence: price,
        sellingPlanId: planGid,
        sellingPlanName: planGid ? (variant.plans.get(planGid)?.name ?? null) : null,
      },
      userErrors: [],
    };
  }

  return {
    drafts,
    cycleEdits,
    contractUpdate: (contractId: unknown) => open(contractId, null),

    billingCycleContractEdit(input: { contractId?: unknown; selector?: { date?: unknown } }) {
      const date = typeof input.selector?.date === 'string' ? input.selector.date : '';
      if (!/^\d{4}-\d{2}-\d{2}/.test(date)) {
        return fail(['billingCycleInput', 'selector'], 'The date selector is invalid.', 'INVALID');
      }
      return open(input.contractId, date.slice(0, 10));
    },

    update(draftId: unknown, input: Record<string, unknown>): Result<{ id: string }> {
      const found = openDraft(draftId);
      if (!found.value) return found;
      const draft = found.value;
      const billing = input.billingPolicy as { interval?: unknown; intervalCount?: unknown } | null;
      if (billing) {
        if (draft.cycleDate) {
          return fail(
            ['input', 'billingPolicy'],
            'Billing policy cannot be updated for billing cycle contract drafts.',
            'BILLING_CYCLE_CONTRACT_DRAFT_BILLING_POLICY_INVALID',
          );
        }
        const count = Number(billing.intervalCount);
        if (billing.interval !== 'DAY' || !Number.isInteger(count) || count < 1) {
          return fail(['input', 'billingPolicy'], 'Billing policy interval is invalid', 'INVALID');
        }
        draft.intervalDays = count;
      }
      const method = input.deliveryMethod as { shipping?: { address?: unknown } } | undefined;
      if (method) {
        const address = method.shipping?.address as Record<string, unknown> | undefined;
        const missing = ADDRESS_REQUIRED.find(
          (key) => typeof address?.[key] !== 'string' || String(address[key]).trim() === '',
        );
        if (!address || missing) {
          return fail(
            ['input', 'deliveryMethod', 'shipping', 'address', missing ?? 'address1'],
            'Delivery address is invalid',
            'INVALID',
          );
        }
        draft.shippingAddress = { ...draft.shippingAddress, ...address };
      }
      return { value: { id: draft.id }, userErrors: [] };
    },

    async lineAdd(draftId: unknown, input: Record<string, unknown>) {
      const found = openDraft(draftId);
      if (!found.value) return { draft: null, line: null, userErrors: found.userErrors };
      const read = await readLineInput(input, null);
      if (!read.value) return { draft: null, line: null, userErrors: read.userErrors };
      const line = { id: `gid://shopify/SubscriptionLine/${randomUUID()}`, ...read.value };
      found.value.lines.push(line);
      return { draft: { id: found.value.id }, line, userErrors: [] };
    },

    async lineUpdate(draftId: unknown, lineId: unknown, input: Record<string, unknown>) {
      const found = openDraft(draftId);
      if (!found.value) return { draft: null, line: null, userErrors: found.userErrors };
      const draft = found.value;
      const line = draft.lines.find((l) => l.id === lineId);
      if (!line || draft.removedLineIds.has(line.id)) {
        const removed = typeof lineId === 'string' && draft.removedLineIds.has(lineId);
        return {
          draft: null,
          line: null,
          userErrors: [
            removed
              ? {
                  field: ['lineId'],
                  message: 'This line has already been removed.',
                  code: 'ALREADY_REMOVED',
                }
              : { field: ['lineId'], message: 'Line does not exist', code: 'INVALID' },
          ],
        };
      }
      const read = await readLineInput(input, line);
      if (!read.value) return { draft: null, line: null, userErrors: read.userErrors };
      Object.assign(line, read.value);
      return { draft: { id: draft.id }, line, userErrors: [] };
    },

    lineRemove(draftId: unknown, lineId: unknown) {
      const found = openDraft(draftId);
      if (!found.value) return { draft: null, userErrors: found.userErrors };
      const draft = found.value;
      const line = draft.lines.find((l) => l.id === lineId);
      if (!line) {
        return {
          draft: null,
          userErrors: [{ field: ['lineId'], message: 'Line does not exist', code: 'INVALID' }],
        };
      }
      if (draft.removedLineIds.has(line.id)) {
        return {
          draft: null,
          userErrors: [
            {
              field: ['lineId'],
              message: 'This line has already been removed.',
              code: 'ALREADY_REMOVED',
            },
          ],
        };
      }
      draft.removedLineIds.add(line.id);
      return { draft: { id: draft.id }, userErrors: [] };
    },

    /** subscriptionDraftCommit: the contract takes the draft's lines, policy and address. */
    commit(draftId: unknown): Result<SandboxContract> {
      const found = openDraft(draftId);
      if (!found.value) return found;
      const draft = found.value;
      if (draft.cycleDate) {
        return fail(
          ['draftId'],
          'Cannot commit a billing cycle contract draft with this mutation. Please use SubscriptionBillingCycleContractDraftCommit.',
          'BILLING_CYCLE_PRESENT',
        );
      }
      const contract = options.contracts.get(draft.contractId);
      if (!contract) return fail(['draftId'], 'Subscription contract does not exist', 'INVALID');
      contract.lines = draft.lines.filter((line) => !draft.removedLineIds.has(line.id));
      if (draft.intervalDays !== null) contract.intervalDays = draft.intervalDays;
      contract.shippingAddress = draft.shippingAddress;
      draft.committed = true;
      return { value: contract, userErrors: [] };
    },

    /** subscriptionBillingCycleContractDraftCommit: the edit bills on that cycle only. */
    cycleCommit(draftId: unknown): Result<SandboxContract> {
      const found = openDraft(draftId);
      if (!found.value) return found;
      const draft = found.value;
      if (!draft.cycleDate) {
        return fail(
          ['draftId'],
          'Cannot commit a contract draft with this mutation. Please use SubscriptionDraftCommit.',
          'BILLING_CYCLE_ABSENT',
        );
      }
      const contract = options.contracts.get(draft.contractId);
      if (!contract) return fail(['draftId'], 'Subscription contract does not exist', 'INVALID');
      const sourceIds = new Set(contract.lines.map((line) => line.id));
      cycleEdits.set(`${contract.id}|${draft.cycleDate}`, {
        added: draft.lines.filter((l) => !sourceIds.has(l.id) && !draft.removedLineIds.has(l.id)),
        removedLineIds: new Set([...draft.removedLineIds].filter((id) => sourceIds.has(id))),
      });
      draft.committed = true;
      return { value: contract, userErrors: [] };
    },

    /** The lines a billing attempt for `cycleDate` charges: the contract's, as that cycle edits them. */
    linesForCycle(contract: SandboxContract, cycleDate: string | null): SandboxContractLine[] {
      const edit = cycleDate ? cycleEdits.get(`${contract.id}|${cycleDate}`) : undefined;
      if (!edit) return contract.lines;
      return [...contract.lines.filter((l) => !edit.removedLineIds.has(l.id)), ...edit.added];
    },
  };
}

export type SandboxDraftStore = ReturnType<typeof createSandboxDraftStore>;
