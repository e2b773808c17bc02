/**
 * The sandbox's `sellingPlanGroupCreate(input: SellingPlanGroupInput!, resources:
 * SellingPlanGroupResourceInput)` (Admin API 2026-10), the operation the product export uses to
 * give each pack variant its subscription plans (docs/decisions.md, issue 14). Shopify's input
 * shapes and its SellingPlanGroupUserError codes; groups are kept in this process's memory.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupCreate
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type Pence, tryParsePence } from '../../../core/money';

const decimal = z.union([z.string(), z.number()]).transform(String);

const recurringPolicy = z
  .object({
    interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    intervalCount: z.number().int(),
  })
  .strict();

/** SellingPlanBillingPolicyInput / SellingPlanDeliveryPolicyInput: recurring or fixed. */
const policy = z
  .object({
    recurring: recurringPolicy.optional(),
    fixed: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const pricingValue = z
  .object({ percentage: z.number().optional(), fixedValue: decimal.optional() })
  .strict();

const pricingPolicy = z
  .object({
    fixed: z
      .object({
        adjustmentType: z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'PRICE']),
        adjustmentValue: pricingValue,
      })
      .strict()
      .optional(),
    recurring: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const sellingPlanInput = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    options: z.array(z.string()).optional(),
    position: z.number().int().optional(),
    category: z.enum(['SUBSCRIPTION', 'PRE_ORDER', 'TRY_BEFORE_YOU_BUY', 'OTHER']).optional(),
    billingPolicy: policy.optional(),
    deliveryPolicy: policy.optional(),
    pricingPolicies: z.array(pricingPolicy).optional(),
  })
  .strict();

export const sellingPlanGroupInputSchema = z
  .object({
    name: z.string().optional(),
    merchantCode: z.string().optional(),
    description: z.string().optional(),
    appId: z.string().optional(),
    options: z.array(z.string()).optional(),
    position: z.number().int().optional(),
    sellingPlansToCreate: z.array(sellingPlanInput).optional(),
  })
  .strict();

export const sellingPlanGroupResourcesSchema = z
  .object({
    productIds: z.array(z.string()).optional(),
    productVariantIds: z.array(z.string()).optional(),
  })
  .strict()
  .nullish();

export type SellingPlanGroupInput = z.output<typeof sellingPlanGroupInputSchema>;
type Resources = z.output<typeof sellingPlanGroupResourcesSchema>;

type UserError = { field: string[]; message: string; code: string };

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

function validatePlan(
  plan: z.output<typeof sellingPlanInput>,
  index: number,
  groupOptions: number,
): UserError[] {
  const at = (...rest: string[]) => ['input', 'sellingPlansToCreate', String(index), ...rest];
  const errors: UserError[] = [];
  if (!plan.name?.trim())
    errors.push({ field: at('name'), message: "Name can't be blank", code: 'BLANK' });
  if ((plan.options ?? []).length !== groupOptions) {
    errors.push({
      field: at('options'),
      message: 'Selling plan options must match the selling plan group options',
      code: 'EQUAL_TO',
    });
  }
  const billing = plan.billingPolicy;
  const delivery = plan.deliveryPolicy;
  if (!billing || !delivery) {
    errors.push({
      field: at(billing ? 'deliveryPolicy' : 'billingPolicy'),
      message: billing ? "Delivery policy can't be blank" : "Billing policy can't be blank",
      code: 'BLANK',
    });
  } else if (Boolean(billing.recurring) !== Boolean(delivery.recurring)) {
    errors.push({
      field: at('deliveryPolicy'),
      message: 'Billing and delivery policy types must be the same.',
      code: 'BILLING_AND_DELIVERY_POLICY_TYPES_MUST_BE_THE_SAME',
    });
  }
  for (const [name, value] of [
    ['billingPolicy', billing],
    ['deliveryPolicy', delivery],
  ] as const) {
    if (value?.recurring && value.recurring.intervalCount < 1) {
      errors.push({
        field: at(name, 'recurring', 'intervalCount'),
        message: 'Interval count must be greater than 0',
        code: 'GREATER_THAN',
      });
    }
  }
  const policies = plan.pricingPolicies ?? [];
  if (policies.length > 2) {
    errors.push({
      field: at('pricingPolicies'),
      message: 'Selling plans can’t have more than 2 pricing policies',
      code: 'SELLING_PLAN_PRICING_POLICIES_LIMIT',
    });
  }
  policies.forEach((p, i) => {
    const field = at('pricingPolicies', String(i));
    if (Boolean(p.fixed) === Boolean(p.recurring)) {
      errors.push({
        field,
        message: 'Exactly one of fixed or recurring is needed for a pricing policy',
        code: 'ONLY_NEED_ONE_PRICE_POLICY_INPUT',
      });
      return;
    }
    const fixed = p.fixed;
    if (!fixed) return;
    const { percentage, fixedValue } = fixed.adjustmentValue;
    const wantsPercentage = fixed.adjustmentType === 'PERCENTAGE';
    const valid = wantsPercentage
      ? percentage !== undefined && fixedValue === undefined && percentage >= 0 && percentage <= 100
      : fixedValue !== undefined &&
        percentage === undefined &&
        (tryParsePence(fixedValue) ?? -1) >= 0;
    if (!valid) {
      errors.push({
        field: [...field, 'fixed', 'adjustmentValue'],
        message: wantsPercentage
          ? 'Percentage must be between 0 and 100'
          : 'Fixed value must be a non-negative amount',
        code: 'INVALID',
      });
    }
  });
  return errors;
}

function numericId(key: string): string {
  return String(Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 13), 16));
}

/** The sandbox's selling plan groups (memory), created with Shopify's validation. */
export function createSellingPlanGroupStore(knowsVariant: (id: string) => boolean) {
  const groups = new Map<string, SandboxSellingPlanGroup>();
  const plans = new Map<string, { plan: SandboxSellingPlan; group: SandboxSellingPlanGroup }>();
  let sequence = 0;

  function create(input: SellingPlanGroupInput, resources: Resources) {
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
    (input.sellingPlansToCreate ?? []).forEach((plan, index) => {
      userErrors.push(...validatePlan(plan, index, groupOptions.length));
    });
    const variantIds = resources?.productVariantIds ?? [];
    variantIds.forEach((id, index) => {
      if (!knowsVariant(id)) {
        userErrors.push({
          field: ['resources', 'productVariantIds', String(index)],
          message: `Product variant ${id} does not exist`,
          code: 'ERROR_ADDING_RESOURCE_TO_GROUP',
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
      };
    });
    groups.set(group.id, group);
    for (const plan of group.plans) plans.set(plan.id, { plan, group });
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

  return {
    create,
    /** A plan and its group (the storefront checks the plan applies to the merchandise). */
    findPlan: (id: string) => plans.get(id) ?? null,
    count: () => groups.size,
  };
}
