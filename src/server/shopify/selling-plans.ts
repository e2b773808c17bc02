/**
 * The selling plan group of a pack variant (docs/decisions/030-selling-plan-groups-and-paid-journeys.md): the subscriptions that
 * deliver that many units, each with a fixed pricing policy of type PRICE = the server's delivery
 * total for the pack, so Shopify charges exactly what the drawer showed (no per-unit percentage
 * rounding on Shopify's side). Created with `sellingPlanGroupCreate` (Admin API 2026-10):
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupCreate
 */
import { SUBSCRIPTION_PLAN_IDS, type SubscriptionPlanId } from '../../core/api/checkout';
import { formatPenceAsDecimal, type Pence } from '../../core/money';
import {
  computePlanDeliveryPence,
  findPlanTerms,
  pluralUnit,
  unitNounFor,
} from '../../core/pricing/price-cart';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { minimumTermDeliveries } from '../../core/subscriptions/minimum-term';

export const SELLING_PLAN_GROUP_CREATE_MUTATION = adminGraphql`mutation sellingPlanGroupCreate($input: SellingPlanGroupInput!, $resources: SellingPlanGroupResourceInput) {
  sellingPlanGroupCreate(input: $input, resources: $resources) {
    sellingPlanGroup { id sellingPlans(first: 10) { nodes { id name options } } }
    userErrors { field message code }
  }
}`;

/** https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupDelete */
export const SELLING_PLAN_GROUP_DELETE_MUTATION = adminGraphql`mutation sellingPlanGroupDelete($id: ID!) {
  sellingPlanGroupDelete(id: $id) {
    deletedSellingPlanGroupId
    userErrors { field message code }
  }
}`;

export type SellingPlanGroupDeleteResult = {
  deletedSellingPlanGroupId: string | null;
  userErrors: { field: string[] | null; message: string; code: string | null }[];
};

export type SellingPlanInput = {
  name: string;
  options: string[];
  category: 'SUBSCRIPTION';
  billingPolicy: { recurring: { interval: 'DAY'; intervalCount: number; minCycles: number } };
  deliveryPolicy: { recurring: { interval: 'DAY'; intervalCount: number } };
  pricingPolicies: {
    fixed: { adjustmentType: 'PRICE'; adjustmentValue: { fixedValue: string } };
  }[];
};

export type SellingPlanGroupInput = {
  name: string;
  merchantCode: string;
  options: string[];
  sellingPlansToCreate: SellingPlanInput[];
};

export type SellingPlanGroupResult = {
  sellingPlanGroup: {
    id: string;
    sellingPlans: { nodes: { id: string; name: string; options: string[] }[] };
  } | null;
  userErrors: { field: string[] | null; message: string; code: string | null }[];
};

/**
 * The name the shop gives one of its own plans on an order line and in its emails ("Delivered
 * every 60 days, 10% off"): Shopify's orders webhooks carry a line's selling plan id and no
 * name, so the shop names the plan it resolved that id to (and the sandbox's selling plans carry
 * the same name). docs/decisions/130-webhook-payloads-as-shopify-documents-them.md
 */
export function sellingPlanDisplayName(planId: SubscriptionPlanId): string {
  const terms = findPlanTerms(planId);
  return `Delivered every ${terms.frequencyDays} days, ${terms.discountPercent}% off`;
}

/** The plans that deliver `units` per delivery (product page and shop card). */
export function plansDelivering(units: 1 | 2 | 3): SubscriptionPlanId[] {
  return SUBSCRIPTION_PLAN_IDS.filter((id) => findPlanTerms(id).unitsPerDelivery === units);
}

/**
 * The group for the pack variant of `packSize` units of a base variant at `basePricePence`;
 * `merchantCode` names the pack (the export keeps the ids it answers, by plan id, in plan order).
 */
export function buildPackSellingPlanGroupInput(options: {
  productTitle: string;
  variantTitle: string;
  basePricePence: Pence;
  packSize: 1 | 2 | 3;
  merchantCode: string;
}): { input: SellingPlanGroupInput; planIds: SubscriptionPlanId[] } {
  const noun = unitNounFor({
    productTitle: options.productTitle,
    variantTitle: options.variantTitle,
  });
  const planIds = plansDelivering(options.packSize);
  return {
    planIds,
    input: {
      name: 'Subscribe & Save',
      merchantCode: options.merchantCode,
      options: ['Delivery'],
      sellingPlansToCreate: planIds.map((planId) => {
        const terms = findPlanTerms(planId);
        const every = `${pluralUnit(noun, terms.unitsPerDelivery)} every ${terms.frequencyDays} days, ${terms.discountPercent}% off`;
        const recurring = { interval: 'DAY' as const, intervalCount: terms.frequencyDays };
        // The plan's minimum term in deliveries, which Shopify's checkout shows (`minCycles`):
        // https://shopify.dev/docs/api/admin-graphql/latest/input-objects/SellingPlanRecurringBillingPolicyInput
        const minCycles = minimumTermDeliveries(terms.frequencyDays);
        return {
          name: `Subscribe: ${every}`,
          options: [every],
          category: 'SUBSCRIPTION' as const,
          billingPolicy: { recurring: { ...recurring, minCycles } },
          deliveryPolicy: { recurring },
          pricingPolicies: [
            {
              fixed: {
                adjustmentType: 'PRICE' as const,
                adjustmentValue: {
                  fixedValue: formatPenceAsDecimal(
                    computePlanDeliveryPence(options.basePricePence, planId),
                  ),
                },
              },
            },
          ],
        };
      }),
    },
  };
}
