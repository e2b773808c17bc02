/**
 * The root of every sandbox answer as Shopify shapes it (docs/decisions/139-sandbox-answers-fit-the-schema.md):
 * exactly the root fields the operation selects, each under its response key (its alias when it
 * has one). The operation families answer by field name, and some answer a field beside the one
 * asked for (the shop's stock queries share one answer); this is done here, once, for all.
 */
import { type DocumentNode, Kind, type SelectionNode } from 'graphql';
import type { ShopifyGraphqlApi } from '../core/shopify/graphql-document';
import { validDocument } from './schema-check';

/** The root selections of the operation: response key and field name (through fragments). */
export function rootSelections(
  document: DocumentNode,
  operationName: string | null | undefined,
): { key: string; name: string }[] {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
  const selections: { key: string; name: string }[] = [];
  const spread = new Set<string>();
  const walk = (list: readonly SelectionNode[]) => {
    for (const selection of list) {
      if (selection.kind === Kind.FIELD) {
        selections.push({
          key: selection.alias?.value ?? selection.name.value,
          name: selection.name.value,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet.selections);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = document.definitions.find(
          (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
        );
        if (fragment?.kind === Kind.FRAGMENT_DEFINITION) walk(fragment.selectionSet.selections);
      }
    }
  };
  if (operation) walk(operation.selectionSet.selections);
  return selections;
}

/**
 * `answer` with its `data` holding only the root fields selected, each under its response key;
 * the same object when nothing changes (or there is no data, or the document is not valid).
 */
export function answerAtRoot(
  api: ShopifyGraphqlApi,
  query: string,
  operationName: string | null | undefined,
  answer: unknown,
): unknown {
  if (!answer || typeof answer !== 'object') return answer;
  const data = (answer as { data?: unknown }).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return answer;
  const document = validDocument(api, query);
  if (!document) return answer;
  const byName = data as Record<string, unknown>;
  const selected = rootSelections(document, operationName);
  const keys = Object.keys(byName);
  const unchanged =
    keys.length === new Set(selected.map((s) => s.key)).size &&
    selected.every((s) => s.key === s.name && Object.hasOwn(byName, s.key));
  if (unchanged) return answer;
  const shaped: Record<string, unknown> = {};
  for (const { key, name } of selected) {
    if (Object.hasOwn(byName, key)) shaped[key] = byName[key];
    else if (Object.hasOwn(byName, name)) shaped[key] = byName[name];
  }
  return { ...answer, data: shaped };
}
