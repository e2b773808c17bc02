/**
 * Finds the GraphQL documents written in the shop's sources by parsing each file (esbuild strips
 * the types, acorn reads the JavaScript), not by a list someone keeps: every string or template
 * that begins like a GraphQL document, and every template tagged adminGraphql or
 * storefrontGraphql (src/core/shopify/graphql-document.ts). Used by the schema test,
 * shopify-graphql-documents.unit.test.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJavaScript } from 'acorn';
import { transformSync } from 'esbuild';
import type { ShopifyGraphqlApi } from '../../core/shopify/graphql-document';

const TAGS: Record<string, ShopifyGraphqlApi> = {
  adminGraphql: 'admin',
  storefrontGraphql: 'storefront',
};

/**
 * How a GraphQL document begins: an operation (named or not) with its variables or selection, a
 * fragment, or the `{ field {` / `{ field(` shorthand of a query.
 */
const DOCUMENT_START =
  /^\s*(?:(?:query|mutation|subscription)\b\s*(?:[A-Za-z_]\w*\s*)?[({]|fragment\s+\w+\s+on\s+\w+|\{\s*[A-Za-z_]\w*\s*[({])/;

/** A string or template in a source file that is (or begins) a GraphQL document. */
export type DocumentSite = {
  file: string;
  /** The API its tag names; null when it is written without one. */
  api: ShopifyGraphqlApi | null;
  /** The template's literal parts (one when nothing is substituted). */
  parts: string[];
};

type EsNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is EsNode =>
  typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

const cooked = (template: EsNode) =>
  (template.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked);

/**
 * Where a string or template could begin a document: a quote, then what DOCUMENT_START begins
 * with. A source without one is not parsed (most are not, and parsing them all takes seconds).
 */
const MAYBE_DOCUMENT = /['"`]\s*(?:query|mutation|subscription|fragment|\{\s*[A-Za-z_])/;

/** Every GraphQL document site in one TypeScript source. */
export function documentSites(code: string, file: string): DocumentSite[] {
  if (!MAYBE_DOCUMENT.test(code)) return [];
  const js = transformSync(code, {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    target: 'esnext',
    jsx: 'transform',
  }).code;
  const ast = parseJavaScript(js, { ecmaVersion: 'latest', sourceType: 'module' });
  const sites: DocumentSite[] = [];
  const visit = (node: EsNode) => {
    if (node.type === 'TaggedTemplateExpression') {
      const tag = node.tag as EsNode;
      const api = tag.type === 'Identifier' ? TAGS[tag.name as string] : undefined;
      if (api) {
        sites.push({ file, api, parts: cooked(node.quasi as EsNode) });
        for (const expression of (node.quasi as EsNode).expressions as EsNode[]) visit(expression);
        return;
      }
    }
    if (node.type === 'TemplateLiteral') {
      const parts = cooked(node);
      // A substitution may be the operation's name (`mutation ${name}(`): read it as a name.
      if (DOCUMENT_START.test(parts.join('x'))) sites.push({ file, api: null, parts });
    }
    if (node.type === 'Literal' && typeof node.value === 'string') {
      if (DOCUMENT_START.test(node.value)) sites.push({ file, api: null, parts: [node.value] });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(ast as unknown as EsNode);
  return sites;
}

/** The TypeScript sources under `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` is what a template of these parts builds, whatever it substituted. */
export function builtBy(parts: string[], text: string): boolean {
  return new RegExp(`^${parts.map(escapeRegExp).join('[\\s\\S]*?')}$`).test(text);
}

/** The site's first line, to name it in a failure. */
export const siteLabel = (site: DocumentSite) =>
  `${site.file}: ${site.parts.join('…').trim().split('\n')[0]}`;
