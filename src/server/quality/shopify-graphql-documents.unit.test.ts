/**
 * Every GraphQL document the shop sends is valid against Shopify's published schemas
 * (docs/decisions/115-shopify-published-schemas.md): found by parsing every source file in src/,
 * each validated against the schema of the API its tag names. Documents built by functions are
 * read from the tags' record once their modules have loaded, and each such template must have
 * built at least one document there.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPIFY_API_VERSION } from '../../core/shopify/api-version';
import {
  builtGraphqlDocuments,
  type ShopifyGraphqlApi,
  type ShopifyGraphqlDocument,
} from '../../core/shopify/graphql-document';
import {
  ADMIN_SCHEMA,
  adminSchema,
  documentProblems,
  STOREFRONT_SCHEMA,
  storefrontSchema,
} from '../shopify/published-schemas';
import { builtBy, documentSites, siteLabel, sourceFiles } from './graphql-document-sites';

const ROOT = new URL('../../../', import.meta.url).pathname;

const sites = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
  documentSites(readFileSync(file, 'utf8'), relative(ROOT, file)),
);
const tagged = sites.filter((site) => site.api !== null);
const templates = tagged.filter((site) => site.parts.length > 1);
// What a template builds exists only once its module has run.
for (const file of new Set(templates.map((site) => site.file))) {
  await import(pathToFileURL(join(ROOT, file)).href);
}
const documents = new Map<string, ShopifyGraphqlDocument & { file: string }>();
for (const site of tagged) {
  if (site.api && site.parts.length === 1) {
    const text = site.parts[0] ?? '';
    documents.set(text, { api: site.api, text, file: site.file });
  }
}
for (const document of builtGraphqlDocuments()) {
  const site = templates.find((s) => s.api === document.api && builtBy(s.parts, document.text));
  if (site && !documents.has(document.text))
    documents.set(document.text, { ...document, file: site.file });
}
const all = [...documents.values()];

// Built once per process; seconds on a busy machine.
beforeAll(() => {
  adminSchema();
  storefrontSchema();
}, 60_000);
const operationName = (text: string) =>
  /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? '(anonymous)';
const count = (api: ShopifyGraphqlApi) => all.filter((d) => d.api === api).length;

describe(`the ${all.length} GraphQL documents in src/ (${count('admin')} Admin, ${count('storefront')} Storefront)`, () => {
  it('are each written with adminGraphql or storefrontGraphql, which names its schema', () => {
    expect(sites.filter((site) => site.api === null).map(siteLabel)).toEqual([]);
  });

  it('include one built by every template that substitutes values', () => {
    const neverBuilt = templates.filter(
      (site) => !all.some((d) => d.api === site.api && builtBy(site.parts, d.text)),
    );
    expect(neverBuilt.map(siteLabel)).toEqual([]);
  });

  it.each(all.map((d) => [`${d.api} ${operationName(d.text)} (${d.file})`, d] as const))(
    '%s is valid against the published schema',
    (_name, document) => {
      expect(documentProblems(document.api, document.text)).toEqual([]);
    },
  );
});

describe('the schema check', () => {
  it('finds a document written without a tag, in full or in the shorthand', () => {
    const code = [
      'const a = `query shopName { shop { name } }`;',
      "const b = '{ shop { name } }';",
      'const c = (id: string) => `mutation drop($id: ID!) { productDelete(input: { id: $id }) { deletedProductId } }`;',
      "const d = 'query strings are not documents';",
    ].join('\n');
    expect(documentSites(code, 'fixture.ts').map((s) => [s.api, s.parts[0]?.slice(0, 14)])).toEqual(
      [
        [null, 'query shopName'],
        [null, '{ shop { name '],
        [null, 'mutation drop('],
      ],
    );
  });

  it('reads a tagged template with the parts around what it substitutes', () => {
    const code = [
      'const m = (name: string) => adminGraphql`mutation $',
      '{name}($id: ID!) { $',
      '{name}(id: $id) { userErrors { message } } }`;',
    ].join('');
    const [site] = documentSites(code, 'fixture.ts');
    expect(site).toEqual({
      file: 'fixture.ts',
      api: 'admin',
      parts: ['mutation ', '($id: ID!) { ', '(id: $id) { userErrors { message } } }'],
    });
    expect(
      builtBy(site?.parts ?? [], 'mutation a($id: ID!) { a(id: $id) { userErrors { message } } }'),
    ).toBe(true);
    expect(
      builtBy(site?.parts ?? [], 'mutation a($id: ID!) { a { userErrors { message } } }'),
    ).toBe(false);
  });

  it('fails a document that asks for a field its type does not have', () => {
    expect(
      documentProblems(
        'admin',
        `mutation subscriptionBillingCycleContractDraftCommit($draftId: ID!) {
          subscriptionBillingCycleContractDraftCommit(draftId: $draftId) {
            contract { id }
            userErrors { field message code }
          }
        }`,
      ),
    ).toEqual(['Cannot query field "id" on type "SubscriptionBillingCycleEditedContract".']);
  });

  it('fails a variable of the wrong type', () => {
    expect(
      documentProblems(
        'admin',
        `mutation subscriptionDraftCommit($draftId: Int!) {
          subscriptionDraftCommit(draftId: $draftId) { userErrors { field message code } }
        }`,
      ),
    ).toEqual(['Variable "$draftId" of type "Int!" used in position expecting type "ID!".']);
  });

  it('checks a Storefront document against the Storefront schema', () => {
    expect(documentProblems('storefront', 'query { shop { name } }')).toEqual([]);
    expect(documentProblems('storefront', 'query { orders(first: 1) { nodes { id } } }')).toEqual([
      'Cannot query field "orders" on type "QueryRoot". Did you mean "nodes"?',
    ]);
  });

  it('moves with the API version the shop targets', () => {
    // Moving SHOPIFY_API_VERSION's default means looking again for a newer published schema and
    // recording the gap that remains (decision 115).
    expect(DEFAULT_SHOPIFY_API_VERSION).toBe(ADMIN_SCHEMA.targets);
    expect(DEFAULT_SHOPIFY_API_VERSION).toBe(STOREFRONT_SCHEMA.targets);
  });
});
