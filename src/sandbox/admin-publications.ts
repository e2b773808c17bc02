/**
 * The sandbox Admin API's publishing (Admin API 2026-10; docs/decisions/
 * 049-conditional-prices-off-the-storefront.md "Real store"): the `publications` query (the
 * store's two storefront channels, Online Store and the Headless storefront its Storefront API
 * serves) and `publishableUnpublish` / `publishablePublish(id, input: [{ publicationId }])` for
 * products and, from 2026-07, product variants. Resources are published everywhere by default
 * (Shopify's opt-out model for variants); the sandbox storefront refuses a variant unpublished
 * from its channel, or whose product is (product publishing takes precedence).
 * https://shopify.dev/docs/apps/build/sales-channels/product-publishing
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/publishableUnpublish
 */
import { z } from 'zod';
import { createMemoryDocuments, type SandboxDocuments } from './sandbox-documents';
import type { SandboxShopProduct } from './shop-state';

export const SANDBOX_PUBLICATIONS = [
  { id: 'gid://shopify/Publication/1001', title: 'Online Store' },
  { id: 'gid://shopify/Publication/1002', title: 'Headless storefront' },
] as const;

/** The publication of the channel the sandbox Storefront API serves. */
export const SANDBOX_STOREFRONT_PUBLICATION_ID = SANDBOX_PUBLICATIONS[1].id;

/** A resource unpublished from some channels: one `publication` document per resource gid. */
type UnpublishedDocument = { id: string; unpublished: string[] };

/**
 * Where each resource is unpublished (resource gid → publication ids), one `publication`
 * document per resource in `sandbox_documents` (docs/decisions/133-sandbox-store-complete.md),
 * so every process on the database, and a restart, sells the same channel. No document:
 * published everywhere.
 */
export function createSandboxPublicationState(
  documents: SandboxDocuments = createMemoryDocuments(),
) {
  async function change(id: string, edit: (set: Set<string>) => void) {
    const apply = (doc: UnpublishedDocument) => {
      const set = new Set(doc.unpublished);
      edit(set);
      doc.unpublished = [...set].sort();
    };
    const updated = await documents.update<UnpublishedDocument, void>('publication', id, apply);
    const doc = updated ? await documents.get<UnpublishedDocument>('publication', id) : null;
    if (!updated) {
      const fresh: UnpublishedDocument = { id, unpublished: [] };
      apply(fresh);
      if (fresh.unpublished.length > 0) await documents.put('publication', id, fresh);
    } else if (doc && doc.unpublished.length === 0) {
      await documents.remove('publication', id);
    }
  }
  return {
    unpublish(id: string, publicationIds: string[]) {
      return change(id, (set) => {
        for (const publicationId of publicationIds) set.add(publicationId);
      });
    },
    publish(id: string, publicationIds: string[]) {
      return change(id, (set) => {
        for (const publicationId of publicationIds) set.delete(publicationId);
      });
    },
    /** Every resource unpublished somewhere: gid → the publications it is off (one read). */
    async unpublished(): Promise<Map<string, Set<string>>> {
      const docs = await documents.list<UnpublishedDocument>('publication');
      return new Map(docs.map((doc) => [doc.id, new Set(doc.unpublished)]));
    },
  };
}

export type SandboxPublicationState = ReturnType<typeof createSandboxPublicationState>;

const publicationInputSchema = z.array(
  z.object({ publicationId: z.string().min(1), publishDate: z.string().optional() }).strict(),
);

/** Products from 2024 on, product variants from 2026-07 (ProductVariant became Publishable). */
function publishableKind(id: string, version: string) {
  if (id.startsWith('gid://shopify/Product/')) return 'product';
  if (
    id.startsWith('gid://shopify/ProductVariant/') &&
    (version >= '2026-07' || version === 'unstable')
  ) {
    return 'variant';
  }
  return null;
}

/** The answer to the publications query or a publishable mutation, or null for other queries. */
export async function answerPublicationOperation(
  query: string,
  variables: Record<string, unknown>,
  version: string,
  products: Map<string, SandboxShopProduct>,
  state: SandboxPublicationState,
) {
  const mutation = /^\s*mutation\b/.test(query);
  if (!mutation && /\bpublications\s*[({]/.test(query)) {
    return {
      data: {
        publications: {
          // A sales channel's catalog is an AppCatalog (the Catalog interface's member for an
          // app's publication: https://shopify.dev/docs/api/admin-graphql/latest/objects/AppCatalog),
          // told apart by its id as Shopify's own answer would be.
          nodes: SANDBOX_PUBLICATIONS.map((p) => ({
            id: p.id,
            catalog: { id: p.id.replace('/Publication/', '/AppCatalog/'), title: p.title },
          })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    };
  }
  const name = mutation && /\b(publishableUnpublish|publishablePublish)\s*\(/.exec(query)?.[1];
  if (!name) return null;
  const id = variables.id;
  const input = publicationInputSchema.safeParse(variables.input);
  if (typeof id !== 'string' || id === '' || !input.success) {
    const which = typeof id !== 'string' || id === '' ? 'id' : 'input';
    return {
      errors: [
        {
          message: `Variable $${which} of type ${which === 'id' ? 'ID!' : '[PublicationInput!]!'} was provided invalid value`,
          extensions: { code: 'INVALID_VARIABLE' },
        },
      ],
    };
  }
  const kind = publishableKind(id, version);
  const exists = [...products.values()].some((product) =>
    kind === 'product' ? product.id === id : product.variants.some((v) => v.id === id),
  );
  const userErrors: { field: string[]; message: string }[] = [];
  if (!kind || !exists) userErrors.push({ field: ['id'], message: 'Publishable ID not found.' });
  input.data.forEach((entry, index) => {
    if (!SANDBOX_PUBLICATIONS.some((p) => p.id === entry.publicationId)) {
      userErrors.push({
        field: ['input', String(index), 'publicationId'],
        message: 'Publication does not exist.',
      });
    }
  });
  const publicationIds = input.data.map((entry) => entry.publicationId);
  if (userErrors.length === 0) {
    if (name === 'publishableUnpublish') await state.unpublish(id, publicationIds);
    else await state.publish(id, publicationIds);
  }
  return {
    data: {
      [name]: {
        publishable: userErrors.length === 0 ? { id } : null,
        userErrors,
      },
    },
  };
}
