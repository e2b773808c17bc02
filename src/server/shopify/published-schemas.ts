/**
 * Shopify's own published GraphQL schemas, kept in ./schemas (source and version in its README;
 * docs/decisions/115-shopify-published-schemas.md): what every document the shop sends is
 * validated against. Built once per process, on first use (the Admin schema takes seconds).
 */
import { readFileSync } from 'node:fs';
import {
  buildASTSchema,
  buildClientSchema,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery,
  parse,
  validate,
} from 'graphql';
import type { ShopifyGraphqlApi } from '../../core/shopify/graphql-document';

/**
 * The newest Admin SDL published that the project could find, and the API version the shop
 * targets by default: the schema is older (the gap is recorded in decision 115). A test fails
 * when DEFAULT_SHOPIFY_API_VERSION moves without this being looked at again.
 */
export const ADMIN_SCHEMA = { version: '2026-01', targets: '2026-10' } as const;
/** The Storefront API version of the schema @shopify/hydrogen-react 2026.4.4 ships. */
export const STOREFRONT_SCHEMA = { version: '2026-04', targets: '2026-10' } as const;

const schemaFile = (name: string) => new URL(`./schemas/${name}`, import.meta.url);

let admin: GraphQLSchema | undefined;
let storefront: GraphQLSchema | undefined;

export function adminSchema(): GraphQLSchema {
  admin ??= buildASTSchema(
    parse(readFileSync(schemaFile(`admin-${ADMIN_SCHEMA.version}.graphql`), 'utf8'), {
      noLocation: true,
    }),
    // Shopify's SDL is served as it is; its own consistency is not ours to check (and is slow).
    { assumeValid: true, assumeValidSDL: true },
  );
  return admin;
}

export function storefrontSchema(): GraphQLSchema {
  storefront ??= buildClientSchema(
    JSON.parse(
      readFileSync(schemaFile(`storefront-${STOREFRONT_SCHEMA.version}.schema.json`), 'utf8'),
    ) as IntrospectionQuery,
    { assumeValid: true },
  );
  return storefront;
}

export function publishedSchema(api: ShopifyGraphqlApi): GraphQLSchema {
  return api === 'admin' ? adminSchema() : storefrontSchema();
}

/** Why `text` is not a valid document of `api`, as GraphQL words it (empty when it is valid). */
export function documentProblems(api: ShopifyGraphqlApi, text: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(text);
  } catch (error) {
    return [(error as GraphQLError).message];
  }
  return validate(publishedSchema(api), document).map((error) => error.message);
}
