/**
 * The sandbox Admin API's selling plan group mutations (Admin API 2026-10):
 * `sellingPlanGroupCreate(input: SellingPlanGroupInput!, resources: SellingPlanGroupResourceInput)`
 * and `sellingPlanGroupDelete(id: ID!)`, answering Shopify's payloads; a variable of the wrong
 * type is a top-level INVALID_VARIABLE error, as on Shopify.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupCreate
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/sellingPlanGroupDelete
 */
import type { createSellingPlanGroupStore } from './selling-plan-groups';
import {
  sellingPlanGroupInputSchema,
  sellingPlanGroupResourcesSchema,
} from './selling-plan-validation';

type GraphQLError = { message: string; extensions?: Record<string, unknown> };

function invalidVariable(name: string, type: string, detail: string) {
  return {
    errors: [
      {
        message: `Variable $${name} of type ${type} was provided invalid value${detail}`,
        extensions: { code: 'INVALID_VARIABLE' },
      } satisfies GraphQLError,
    ],
  };
}

/** The answer to a selling plan group mutation, or null when the query is none of them. */
export function answerSellingPlanGroupMutation(
  query: string,
  variables: Record<string, unknown>,
  groups: ReturnType<typeof createSellingPlanGroupStore>,
) {
  if (!/^\s*mutation\b/.test(query)) return null;
  if (/\bsellingPlanGroupCreate\s*\(/.test(query)) {
    const input = sellingPlanGroupInputSchema.safeParse(variables.input);
    const resources = sellingPlanGroupResourcesSchema.safeParse(variables.resources);
    if (!input.success || !resources.success) {
      const issue = (input.error ?? resources.error)?.issues[0];
      return invalidVariable(
        input.success ? 'resources' : 'input',
        input.success ? 'SellingPlanGroupResourceInput' : 'SellingPlanGroupInput!',
        ` for ${issue?.path.join('.') ?? 'input'} (${issue?.message ?? 'invalid'})`,
      );
    }
    return { data: { sellingPlanGroupCreate: groups.create(input.data, resources.data) } };
  }
  if (/\bsellingPlanGroupDelete\s*\(/.test(query)) {
    const id = variables.id;
    if (typeof id !== 'string' || id === '') {
      return invalidVariable(
        'id',
        'ID!',
        id === undefined || id === null ? ' (Expected value to not be null)' : '',
      );
    }
    return { data: { sellingPlanGroupDelete: groups.remove(id) } };
  }
  return null;
}
