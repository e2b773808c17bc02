/**
 * The Admin GraphQL operations the shop's own subscription app uses (docs cited in
 * docs/decisions/021-subscriptions-that-renew.md): bill a contract with an idempotency key, and change a contract (pause,
 * activate, cancel, next billing date, billing/delivery interval through a draft).
 * Against the configured store, or the sandbox when none is configured.
 */
import { formatPenceAsDecimal } from '../../core/money';
import { adminGraphql } from '../../core/shopify/graphql-document';
import type { Config } from '../config';
import { createAdminClientFromConfig, ShopifyAdminError } from '../shopify/admin-client';
import type { AdminLane } from '../shopify/admin-pacing';

export type ShopifyUserError = { field: string[] | null; message: string; code: string | null };

/** Shopify answered, but refused (userErrors): the customer is told `message`. */
export class ShopifyRefusal extends Error {
  constructor(readonly userErrors: ShopifyUserError[]) {
    super(userErrors.map((e) => e.message).join('; '));
  }
}
/** Shopify could not be reached or answered something unusable: retry later. */
export class ShopifyUnavailable extends Error {}

const CONTRACT_FIELDS = 'id status nextBillingDate billingPolicy { interval intervalCount }';

export const BILLING_ATTEMPT_CREATE = adminGraphql`mutation subscriptionBillingAttemptCreate($contractId: ID!, $input: SubscriptionBillingAttemptInput!) {
  subscriptionBillingAttemptCreate(subscriptionContractId: $contractId, subscriptionBillingAttemptInput: $input) {
    subscriptionBillingAttempt { id idempotencyKey ready errorCode errorMessage order { id } }
    userErrors { field message code }
  }
}`;

const statusMutation = (name: string) => adminGraphql`mutation ${name}($contractId: ID!) {
  ${name}(subscriptionContractId: $contractId) {
    contract { ${CONTRACT_FIELDS} }
    userErrors { field message code }
  }
}`;

export const CONTRACT_PAUSE = statusMutation('subscriptionContractPause');
export const CONTRACT_ACTIVATE = statusMutation('subscriptionContractActivate');
export const CONTRACT_CANCEL = statusMutation('subscriptionContractCancel');

export const CONTRACT_SET_NEXT_BILLING_DATE = adminGraphql`mutation subscriptionContractSetNextBillingDate($contractId: ID!, $date: DateTime!) {
  subscriptionContractSetNextBillingDate(contractId: $contractId, date: $date) {
    contract { ${CONTRACT_FIELDS} }
    userErrors { field message code }
  }
}`;

export const CONTRACT_UPDATE = adminGraphql`mutation subscriptionContractUpdate($contractId: ID!) {
  subscriptionContractUpdate(contractId: $contractId) {
    draft { id }
    userErrors { field message code }
  }
}`;

export const DRAFT_UPDATE = adminGraphql`mutation subscriptionDraftUpdate($draftId: ID!, $input: SubscriptionDraftInput!) {
  subscriptionDraftUpdate(draftId: $draftId, input: $input) {
    draft { id }
    userErrors { field message code }
  }
}`;

export const DRAFT_COMMIT = adminGraphql`mutation subscriptionDraftCommit($draftId: ID!) {
  subscriptionDraftCommit(draftId: $draftId) {
    contract { ${CONTRACT_FIELDS} }
    userErrors { field message code }
  }
}`;

const DRAFT_LINE_UPDATE = adminGraphql`mutation subscriptionDraftLineUpdate($draftId: ID!, $lineId: ID!, $input: SubscriptionLineUpdateInput!) {
  subscriptionDraftLineUpdate(draftId: $draftId, lineId: $lineId, input: $input) {
    lineUpdated { id }
    userErrors { field message code }
  }
}`;

const DRAFT_LINE_ADD = adminGraphql`mutation subscriptionDraftLineAdd($draftId: ID!, $input: SubscriptionLineInput!) {
  subscriptionDraftLineAdd(draftId: $draftId, input: $input) {
    lineAdded { id }
    userErrors { field message code }
  }
}`;

const BILLING_CYCLE_CONTRACT_EDIT = adminGraphql`mutation subscriptionBillingCycleContractEdit($billingCycleInput: SubscriptionBillingCycleInput!) {
  subscriptionBillingCycleContractEdit(billingCycleInput: $billingCycleInput) {
    draft { id }
    userErrors { field message code }
  }
}`;

// Its contract is a SubscriptionBillingCycleEditedContract, which has no id: the shop needs only
// to know the commit was accepted.
const BILLING_CYCLE_DRAFT_COMMIT = adminGraphql`mutation subscriptionBillingCycleContractDraftCommit($draftId: ID!) {
  subscriptionBillingCycleContractDraftCommit(draftId: $draftId) {
    userErrors { field message code }
  }
}`;

/** Shopify's MailingAddressInput, as the contract's delivery method takes it. */
export type ContractAddress = {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
  countryCode: string;
  phone: string | null;
};

export const CONTRACT_QUERY = adminGraphql`query subscriptionContract($id: ID!) {
  subscriptionContract(id: $id) {
    ${CONTRACT_FIELDS}
    originOrder { id }
    lines(first: 50) { nodes { id variantId title variantTitle quantity sellingPlanId currentPrice { amount } } }
  }
}`;

/** The vaulted payment method a contract bills (customerPaymentMethod). */
export const CONTRACT_PAYMENT_METHOD_QUERY = adminGraphql`query contractPaymentMethod($id: ID!) {
  subscriptionContract(id: $id) { id customerPaymentMethod { id } }
}`;

/** Shopify emails the customer a secure link to replace that payment method. */
export const PAYMENT_METHOD_SEND_UPDATE_EMAIL = adminGraphql`mutation customerPaymentMethodSendUpdateEmail($id: ID!) {
  customerPaymentMethodSendUpdateEmail(customerPaymentMethodId: $id) {
    customer { id }
    userErrors { field message }
  }
}`;

/** The contracts a payment method bills (customer_payment_methods/update names only the method). */
export const PAYMENT_METHOD_CONTRACTS_QUERY = adminGraphql`query customerPaymentMethod($id: ID!) {
  customerPaymentMethod(id: $id) { id subscriptionContracts(first: 50) { nodes { id } } }
}`;

export type ContractNode = {
  id: string;
  status: string;
  nextBillingDate: string;
  billingPolicy: { interval: string; intervalCount: number };
  originOrder?: { id: string } | null;
  lines?: {
    nodes: {
      id: string;
      variantId: string | null;
      title: string;
      variantTitle: string | null;
      quantity: number;
      sellingPlanId?: string | null;
      currentPrice?: { amount: string };
    }[];
  };
};

type Payload = { userErrors: ShopifyUserError[] } & Record<string, unknown>;

/** Noon UTC of a calendar date: the same London day whatever the season. */
export function billingDateTime(date: string): string {
  return `${date}T12:00:00Z`;
}

export function createSubscriptionShopifyClient(
  config: Pick<Config, 'publicUrl' | 'shopify'>,
  options: { fetch?: typeof fetch; lane?: AdminLane } = {},
) {
  // The one Admin API client: the store's pace, THROTTLED retries and outage rules
  // (admin-client.ts, admin-pacing.ts); a failure of any kind is "retry later" here.
  const admin = createAdminClientFromConfig(config, {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    lane: options.lane ?? 'person',
  });

  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    try {
      return await admin.graphql<T>(query, variables);
    } catch (err) {
      if (err instanceof ShopifyAdminError) throw new ShopifyUnavailable(err.message);
      throw err;
    }
  }

  async function mutate<K extends string>(
    name: K,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Payload> {
    const data = await call<Record<K, Payload | null>>(query, variables);
    const payload = data[name];
    if (!payload) throw new ShopifyUnavailable(`Shopify answered no ${name} payload`);
    if (payload.userErrors.length > 0) throw new ShopifyRefusal(payload.userErrors);
    return payload;
  }

  const contractOf = (payload: Payload) => payload.contract as ContractNode;

  return {
    /** subscriptionBillingAttemptCreate: the same idempotency key never charges twice. */
    async createBillingAttempt(input: {
      contractId: string;
      idempotencyKey: string;
      /** The cycle billed; null: an extra order now (Shopify bills the current cycle). */
      billingDate: string | null;
    }) {
      const payload = await mutate('subscriptionBillingAttemptCreate', BILLING_ATTEMPT_CREATE, {
        contractId: input.contractId,
        input:
          input.billingDate === null
            ? { idempotencyKey: input.idempotencyKey }
            : {
                idempotencyKey: input.idempotencyKey,
                originTime: billingDateTime(input.billingDate),
                billingCycleSelector: { date: billingDateTime(input.billingDate) },
              },
      });
      return payload.subscriptionBillingAttempt as {
        id: string;
        ready: boolean;
        errorCode: string | null;
        errorMessage: string | null;
        order: { id: string } | null;
      };
    },
    async pause(contractId: string) {
      return contractOf(await mutate('subscriptionContractPause', CONTRACT_PAUSE, { contractId }));
    },
    async activate(contractId: string) {
      return contractOf(
        await mutate('subscriptionContractActivate', CONTRACT_ACTIVATE, { contractId }),
      );
    },
    async cancel(contractId: string) {
      return contractOf(
        await mutate('subscriptionContractCancel', CONTRACT_CANCEL, { contractId }),
      );
    },
    async setNextBillingDate(contractId: string, date: string) {
      return contractOf(
        await mutate('subscriptionContractSetNextBillingDate', CONTRACT_SET_NEXT_BILLING_DATE, {
          contractId,
          date: billingDateTime(date),
        }),
      );
    },
    /** Billing and delivery every `days` days: contract → draft → update → commit. */
    async setIntervalDays(contractId: string, days: number) {
      const draft = (await mutate('subscriptionContractUpdate', CONTRACT_UPDATE, { contractId }))
        .draft as { id: string };
      const policy = { interval: 'DAY', intervalCount: days };
      await mutate('subscriptionDraftUpdate', DRAFT_UPDATE, {
        draftId: draft.id,
        input: { billingPolicy: policy, deliveryPolicy: policy },
      });
      return contractOf(
        await mutate('subscriptionDraftCommit', DRAFT_COMMIT, { draftId: draft.id }),
      );
    },
    async getContractPaymentMethodId(contractId: string): Promise<string | null> {
      const data = await call<{
        subscriptionContract: { customerPaymentMethod: { id: string } | null } | null;
      }>(CONTRACT_PAYMENT_METHOD_QUERY, { id: contractId });
      return data.subscriptionContract?.customerPaymentMethod?.id ?? null;
    },
    async sendPaymentMethodUpdateEmail(paymentMethodId: string): Promise<void> {
      await mutate('customerPaymentMethodSendUpdateEmail', PAYMENT_METHOD_SEND_UPDATE_EMAIL, {
        id: paymentMethodId,
      });
    },
    async getPaymentMethodContractIds(paymentMethodId: string): Promise<string[]> {
      const data = await call<{
        customerPaymentMethod: { subscriptionContracts: { nodes: { id: string }[] } } | null;
      }>(PAYMENT_METHOD_CONTRACTS_QUERY, { id: paymentMethodId });
      return data.customerPaymentMethod?.subscriptionContracts.nodes.map((n) => n.id) ?? [];
    },
    /** Swap a line's variant, selling plan and price: contract → draft → line update → commit. */
    async updateLine(
      contractId: string,
      lineId: string,
      line: { variantId: string; sellingPlanId: string | null; pricePence: number },
    ) {
      const draft = (await mutate('subscriptionContractUpdate', CONTRACT_UPDATE, { contractId }))
        .draft as { id: string };
      await mutate('subscriptionDraftLineUpdate', DRAFT_LINE_UPDATE, {
        draftId: draft.id,
        lineId,
        input: {
          productVariantId: line.variantId,
          ...(line.sellingPlanId ? { sellingPlanId: line.sellingPlanId } : {}),
          currentPrice: formatPenceAsDecimal(line.pricePence),
        },
      });
      return contractOf(
        await mutate('subscriptionDraftCommit', DRAFT_COMMIT, { draftId: draft.id }),
      );
    },
    /** Where the contract delivers: contract → draft → deliveryMethod.shipping.address → commit. */
    async setDeliveryAddress(contractId: string, address: ContractAddress) {
      const draft = (await mutate('subscriptionContractUpdate', CONTRACT_UPDATE, { contractId }))
        .draft as { id: string };
      await mutate('subscriptionDraftUpdate', DRAFT_UPDATE, {
        draftId: draft.id,
        input: { deliveryMethod: { shipping: { address } } },
      });
      return contractOf(
        await mutate('subscriptionDraftCommit', DRAFT_COMMIT, { draftId: draft.id }),
      );
    },
    /**
     * A line on one billing cycle only (the delivery of `cycleDate`): billing cycle edit → draft
     * line add → billing cycle draft commit. Answers the new line's id.
     */
    async addCycleLine(
      contractId: string,
      cycleDate: string,
      line: { variantId: string; quantity: number; pricePence: number },
    ) {
      const draft = (
        await mutate('subscriptionBillingCycleContractEdit', BILLING_CYCLE_CONTRACT_EDIT, {
          billingCycleInput: { contractId, selector: { date: billingDateTime(cycleDate) } },
        })
      ).draft as { id: string };
      const added = await mutate('subscriptionDraftLineAdd', DRAFT_LINE_ADD, {
        draftId: draft.id,
        input: {
          productVariantId: line.variantId,
          quantity: line.quantity,
          currentPrice: formatPenceAsDecimal(line.pricePence),
        },
      });
      await mutate('subscriptionBillingCycleContractDraftCommit', BILLING_CYCLE_DRAFT_COMMIT, {
        draftId: draft.id,
      });
      return (added.lineAdded as { id: string }).id;
    },
    async getContract(id: string) {
      const data = await call<{ subscriptionContract: ContractNode | null }>(CONTRACT_QUERY, {
        id,
      });
      return data.subscriptionContract;
    },
  };
}

export type SubscriptionShopifyClient = ReturnType<typeof createSubscriptionShopifyClient>;
