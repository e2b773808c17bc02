/**
 * A changed handle also redirects on Shopify: urlRedirectCreate from the Online Store's old
 * product path to the new one, so a link to the product on Shopify keeps working too
 * (docs/decisions/084-catalogue-stock-redirects-uploads.md). The shop's own 301
 * (handle-redirects.ts) does not depend on it: a refusal or an outage is logged and reported to
 * staff in the answer, never undoes the edit.
 * https://shopify.dev/docs/api/admin-graphql/2025-10/mutations/urlRedirectCreate
 */

import { adminGraphql } from '../../core/shopify/graphql-document';
import type { AppDeps } from '../app-deps';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';

export const URL_REDIRECT_CREATE_MUTATION = adminGraphql`mutation urlRedirectCreate($urlRedirect: UrlRedirectInput!) {
  urlRedirectCreate(urlRedirect: $urlRedirect) {
    urlRedirect { id path target }
    userErrors { field message code }
  }
}`;

type CreateAnswer = {
  urlRedirectCreate: {
    urlRedirect: { id: string; path: string; target: string } | null;
    userErrors: { field: string[] | null; message: string; code: string | null }[];
  };
};

/** Shopify's Online Store path of a product. */
export const shopifyProductPath = (handle: string) => `/products/${handle}`;

export type ShopifyRedirectOutcome =
  | { status: 'created'; path: string; target: string }
  | { status: 'refused' | 'failed'; path: string; target: string; message: string };

export async function mirrorHandleRedirectOnShopify(
  deps: AppDeps,
  oldHandle: string,
  newHandle: string,
  client: ShopifyAdminClient = createAdminClientFromConfig(deps.config),
): Promise<ShopifyRedirectOutcome> {
  const path = shopifyProductPath(oldHandle);
  const target = shopifyProductPath(newHandle);
  try {
    const answer = await client.graphql<CreateAnswer>(URL_REDIRECT_CREATE_MUTATION, {
      urlRedirect: { path, target },
    });
    const [refusal] = answer.urlRedirectCreate.userErrors;
    if (refusal) {
      deps.logger.warn({ path, target, refusal }, 'Shopify refused the URL redirect');
      return { status: 'refused', path, target, message: refusal.message };
    }
    return { status: 'created', path, target };
  } catch (err) {
    deps.logger.warn({ err, path, target }, 'could not create the URL redirect on Shopify');
    const message = err instanceof Error ? err.message : 'Shopify did not answer';
    return { status: 'failed', path, target, message };
  }
}
