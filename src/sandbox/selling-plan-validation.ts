/**
 * Shopify's input shapes and SellingPlanGroupUserError rules for the sandbox's
 * sellingPlanGroupCreate (Admin API 2026-10), with the enum's codes and descriptions:
 * https://shopify.dev/docs/api/admin-graphql/latest/enums/SellingPlanGroupUserErrorCode
 */
import { z } from 'zod';
import { tryParsePence } from '../core/money';

const decimal = z.union([z.string(), z.number()]).transform(String);

const recurringPolicy = z
  .object({
    interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    intervalCount: z.number().int(),
  })
  .strict();

/** SellingPlanDeliveryPolicyInput: recurring or fixed. */
const policy = z
  .object({
    recurring: recurringPolicy.optional(),
    fixed: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** SellingPlanBillingPolicyInput: its recurring policy may bound the billing cycles. */
const billingPolicy = z
  .object({
    recurring: recurringPolicy
      .extend({ minCycles: z.number().int().optional(), maxCycles: z.number().int().optional() })
      .strict()
      .optional(),
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

export const sellingPlanInput = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    options: z.array(z.string()).optional(),
    position: z.number().int().optional(),
    category: z.enum(['SUBSCRIPTION', 'PRE_ORDER', 'TRY_BEFORE_YOU_BUY', 'OTHER']).optional(),
    billingPolicy: billingPolicy.optional(),
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
export type SellingPlanGroupResources = z.output<typeof sellingPlanGroupResourcesSchema>;

export type UserError = { field: string[]; message: string; code: string };

/** Plan options against the group's option labels (option1..option3). */
function optionErrors(count: number, groupOptions: number, at: (...r: string[]) => string[]) {
  const errors: UserError[] = [];
  for (let k = 1; k <= Math.max(count, groupOptions); k++) {
    if (k > count && k === 1) {
      errors.push({ field: at('options'), message: "Option1 can't be blank", code: 'BLANK' });
    } else if (k > count) {
      errors.push({
        field: at('options'),
        message: `Selling plan's option${k} is required because option${k} exists.`,
        code: `SELLING_PLAN_OPTION${k}_REQUIRED_AS_DEFINED_ON_PARENT_GROUP`,
      });
    } else if (k > groupOptions) {
      errors.push({
        field: at('options'),
        message: `Cannot define option${k} on this selling plan as there's no label on the parent selling plan group.`,
        code: `SELLING_PLAN_MISSING_OPTION${k}_LABEL_ON_PARENT_GROUP`,
      });
    }
  }
  return errors;
}

function pricingErrors(
  policies: z.output<typeof pricingPolicy>[],
  at: (...r: string[]) => string[],
): UserError[] {
  const errors: UserError[] = [];
  if (policies.length > 2) {
    errors.push({
      field: at('pricingPolicies'),
      message: "Selling plans to create pricing policies can't have more than 2 pricing policies",
      code: 'SELLING_PLAN_PRICING_POLICIES_LIMIT',
    });
  }
  policies.forEach((p, i) => {
    const field = at('pricingPolicies', String(i));
    if (Boolean(p.fixed) === Boolean(p.recurring)) {
      errors.push({
        field,
        message: 'Only one pricing policy type (fixed or recurring) is needed.',
        code: 'ONLY_NEED_ONE_PRICING_POLICY_TYPE',
      });
      return;
    }
    const fixed = p.fixed;
    if (!fixed) return;
    const { percentage, fixedValue } = fixed.adjustmentValue;
    if (percentage !== undefined && fixedValue !== undefined) {
      errors.push({
        field: [...field, 'fixed', 'adjustmentValue'],
        message: 'Only one pricing policy adjustment value (percentage or fixedValue) is needed.',
        code: 'ONLY_NEED_ONE_PRICING_POLICY_VALUE',
      });
      return;
    }
    const valid =
      fixed.adjustmentType === 'PERCENTAGE'
        ? percentage !== undefined && percentage >= 0 && percentage <= 100
        : fixedValue !== undefined && (tryParsePence(fixedValue) ?? -1) >= 0;
    if (!valid) {
      errors.push({
        field: [...field, 'fixed', 'adjustmentValue'],
        message: "Pricing policy's adjustment value and adjustment type must match.",
        code: 'PRICING_POLICY_ADJUSTMENT_VALUE_AND_TYPE_MUST_MATCH',
      });
    }
  });
  return errors;
}

export function validatePlan(
  plan: z.output<typeof sellingPlanInput>,
  index: number,
  groupOptions: number,
): UserError[] {
  const at = (...rest: string[]) => ['input', 'sellingPlansToCreate', String(index), ...rest];
  const errors: UserError[] = [];
  if (!plan.name?.trim()) {
    errors.push({ field: at('name'), message: "Name can't be blank", code: 'BLANK' });
  }
  errors.push(...optionErrors((plan.options ?? []).length, groupOptions, at));
  const billing = plan.billingPolicy;
  const delivery = plan.deliveryPolicy;
  if (!billing) {
    errors.push({
      field: at('billingPolicy'),
      message: 'Missing billing policy.',
      code: 'SELLING_PLAN_BILLING_POLICY_MISSING',
    });
  }
  if (!delivery) {
    errors.push({
      field: at('deliveryPolicy'),
      message: 'Missing delivery policy.',
      code: 'SELLING_PLAN_DELIVERY_POLICY_MISSING',
    });
  }
  if (billing && delivery && Boolean(billing.recurring) !== Boolean(delivery.recurring)) {
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
  const minCycles = billing?.recurring?.minCycles;
  if (minCycles !== undefined && minCycles < 1) {
    errors.push({
      field: at('billingPolicy', 'recurring', 'minCycles'),
      message: 'Min cycles must be greater than 0',
      code: 'GREATER_THAN',
    });
  }
  errors.push(...pricingErrors(plan.pricingPolicies ?? [], at));
  return errors;
}

/** Group-level rules: at least one and at most 31 plans, unique names and options. */
export function planListErrors(plans: z.output<typeof sellingPlanInput>[]): UserError[] {
  const field = ['input', 'sellingPlansToCreate'];
  if (plans.length === 0) {
    return [
      {
        field,
        message: 'Must include at least one selling plan.',
        code: 'SELLING_PLAN_COUNT_LOWER_BOUND',
      },
    ];
  }
  const errors: UserError[] = [];
  if (plans.length > 31) {
    errors.push({
      field,
      message: 'Exceeded the selling plan limit (31).',
      code: 'SELLING_PLAN_COUNT_UPPER_BOUND',
    });
  }
  const names = plans.map((p) => p.name ?? '');
  if (new Set(names).size !== names.length) {
    errors.push({
      field,
      message: 'Cannot have multiple selling plans with the same name.',
      code: 'SELLING_PLAN_DUPLICATE_NAME',
    });
  }
  const options = plans.map((p) => JSON.stringify(p.options ?? []));
  if (new Set(options).size !== options.length) {
    errors.push({
      field,
      message: 'Cannot have multiple selling plans with the same options.',
      code: 'SELLING_PLAN_DUPLICATE_OPTIONS',
    });
  }
  return errors;
}
