/**
 * Every GraphQL document the shop sends to Shopify is written with one of these two tags, which
 * say which API (and so which published schema) it is for. The tags answer the text unchanged;
 * they also keep each text they built, so that the schema test
 * (src/server/shopify/graphql-documents.unit.test.ts) can validate the documents that functions
 * build at module load (a status mutation per name), not only those written out in full.
 */
export type ShopifyGraphqlApi = 'admin' | 'storefront';

export type ShopifyGraphqlDocument = { api: ShopifyGraphqlApi; text: string };

const built = new Map<string, ShopifyGraphqlDocument>();

function documentTag(api: ShopifyGraphqlApi) {
  return (strings: TemplateStringsArray, ...values: (string | number)[]): string => {
    let text = strings[0] ?? '';
    values.forEach((value, index) => {
      text += String(value) + (strings[index + 1] ?? '');
    });
    if (!built.has(text)) built.set(text, { api, text });
    return text;
  };
}

/** A document for the Admin API (validated against Shopify's published Admin schema). */
export const adminGraphql = documentTag('admin');

/** A document for the Storefront API (validated against Shopify's published Storefront schema). */
export const storefrontGraphql = documentTag('storefront');

/** The documents the tags have built so far in this process. */
export function builtGraphqlDocuments(): ShopifyGraphqlDocument[] {
  return [...built.values()];
}
