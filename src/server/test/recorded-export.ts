import { expect } from 'vitest';
import { createAdminClientFromConfig } from '../shopify/admin-client';
import { exportProductsToShopify } from '../shopify/export';
import type { TestApp } from './harness';

/** One Admin API call of an export: the GraphQL document, its variables and Shopify's answer. */
export type ExportCall = {
  query: string;
  variables: Record<string, unknown>;
  answer: { data?: unknown };
};

/**
 * Runs the product export with an admin client that records every call and Shopify's answer,
 * checks it reported no errors, and returns the calls (for the export tests).
 */
export async function recordedExport(app: TestApp): Promise<ExportCall[]> {
  const calls: ExportCall[] = [];
  const client = createAdminClientFromConfig(app.config, {
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      const body = JSON.parse(String(init?.body));
      calls.push({ ...body, answer: await response.clone().json() });
      return response;
    },
  });
  const result = await exportProductsToShopify({ db: app.db, client });
  expect(result.errors).toEqual([]);
  return calls;
}
