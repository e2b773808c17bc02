/**
 * The sandbox's `sellingPlanGroupCreate(input: SellingPlanGroupInput!, resources:
 * SellingPlanGroupResourceInput)` (Admin API 2026-10), the operation the product export uses to
 * give each pack variant its subscription plans (docs/decisions/030-selling-plan-groups-and-paid-journeys.md). Shopify's input
 * shapes and its SellingPlanGroupUserError codes; groups are kept in this process's memory.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupCreate
 * The export deletes the previous export's groups with `sellingPlanGroupDelete(id: ID!)`:
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupDelete
 */
import { createHash } from 'node:crypto';
import { type Pence, tryParsePence } from '../core/money';
import {
  planListErrors,
  type SellingPlanGroupInput,
  type SellingPlanGroupResources,
  type UserError,
  validatePlan,
} from './selling-plan-validation';

/** A plan as the sandbox keeps it: what a checkout with it charges per item. */
export type SandboxSellingPlan = {
  id: string;
  name: string;
  options: string[];
  /** PRICE policies: the new price of an item; null when the plan keeps the variant price. */
  fixedPricePence: Pence | null;
  /** PERCENTAGE policies: percent off the variant price; 0 when none. */
  percentageOff: number;
  intervalDays: number;
  /** The billing policy's minCycles: the minimum term in deliveries; null when none. */
  minCycles: number | null;
};

export type SandboxSellingPlanGroup = {
  id: string;
  name: string;
  merchantCode: string;
  options: string[];
  productVariantIds: string[];
  plans: SandboxSellingPlan[];
};

const DAYS: Record<'DAY' | 'WEEK' | 'MONTH' | 'YEAR', number> = {
  DAY: 1,
  WEEK: 7,
  MONTH: 30,
  YEAR: 365,
};

function numericId(key: string): string {
  return String(Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 13), 16));
}

/** The sandbox's selling plan groups (memory), created with Shopify's validation. */
export function createSellingPlanGroupStore(knowsVariant: (id: string) => boolean) {
  const groups = new Map<string, SandboxSellingPlanGroup>();
  let sequence = 0;

  function create(input: SellingPlanGroupInput, resources: SellingPlanGroupResources) {
    const userErrors: UserError[] = [];
    if (!input.name?.trim()) {
      userErrors.push({ field: ['input', 'name'], message: "Name can't be blank", code: 'BLANK' });
    }
    const groupOptions = input.options ?? [];
    if (groupOptions.length === 0) {
      userErrors.push({
        field: ['input', 'options'],
        message: "Options can't be blank",
        code: 'BLANK',
      });
    }
    userErrors.push(...planListErrors(input.sellingPlansToCreate ?? []));
    (input.sellingPlansToCreate ?? []).forEach((plan, index) => {
      userErrors.push(...validatePlan(plan, index, groupOptions.length));
    });
    const variantIds = resources?.productVariantIds ?? [];
    variantIds.forEach((id, index) => {
      if (!knowsVariant(id)) {
        userErrors.push({
          field: ['resources', 'productVariantIds', String(index)],
          message: 'Product variant does not exist.',
          code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
        });
      }
    });
    if (userErrors.length > 0) return { sellingPlanGroup: null, userErrors };

    sequence++;
    const group: SandboxSellingPlanGroup = {
      id: `gid://shopify/SellingPlanGroup/${numericId(`group:${Date.now()}:${sequence}`)}`,
      name: input.name ?? '',
      merchantCode: input.merchantCode ?? input.name ?? '',
      options: groupOptions,
      productVariantIds: [...new Set(variantIds)],
      plans: [],
    };
    group.plans = (input.sellingPlansToCreate ?? []).map((plan, index) => {
      const fixed = (plan.pricingPolicies ?? []).find((p) => p.fixed)?.fixed;
      const recurring = plan.deliveryPolicy?.recurring;
      return {
        id: `gid://shopify/SellingPlan/${numericId(`plan:${group.id}:${index}`)}`,
        name: plan.name ?? '',
        options: plan.options ?? [],
        fixedPricePence:
          fixed?.adjustmentType === 'PRICE'
            ? tryParsePence(fixed.adjustmentValue.fixedValue ?? '')
            : null,
        percentageOff:
          fixed?.adjustmentType === 'PERCENTAGE' ? (fixed.adjustmentValue.percentage ?? 0) : 0,
        intervalDays: recurring ? DAYS[recurring.interval] * recurring.intervalCount : 0,
        minCycles: plan.billingPolicy?.recurring?.minCycles ?? null,
      };
    });
    groups.set(group.id, group);
    return {
      sellingPlanGroup: {
        id: group.id,
        name: group.name,
        merchantCode: group.merchantCode,
        options: group.options,
        productVariantsCount: { count: group.productVariantIds.length },
        sellingPlans: {
          nodes: group.plans.map((p) => ({ id: p.id, name: p.name, options: p.options })),
          edges: group.plans.map((p) => ({ node: { id: p.id, name: p.name, options: p.options } })),
        },
      },
      userErrors: [],
    };
  }

  /** sellingPlanGroupDelete: the group goes (subscription contracts are not affected). */
  function remove(id: string) {
    if (!groups.delete(id)) {
      return {
        deletedSellingPlanGroupId: null,
        userErrors: [
          {
            field: ['id'],
            message: 'Selling plan group does not exist.',
            code: 'GROUP_DOES_NOT_EXIST',
          },
        ],
      };
    }
    return { deletedSellingPlanGroupId: id, userErrors: [] as UserError[] };
  }

  return {
    create,
    remove,
    /** Every group created in this process, in creation order. */
    list: () => [...groups.values()],
  };
}
