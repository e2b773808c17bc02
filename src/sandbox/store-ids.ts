import type { SandboxDocuments } from './sandbox-documents';

/**
 * The numeric ids the store hands out (subscription contracts, billing attempts, orders): unique
 * across every process serving the store, as Shopify's are, since the store is one however many
 * processes serve it (decisions 129, 141). Each process reserves blocks of ids from one counter in
 * the database, so an id costs a round trip once per block. Two processes once made ids from the
 * time and a counter of their own: at the same millisecond they gave two renewal orders one id,
 * and the shop stored one order for two payments.
 */
export type StoreIds = { next(): Promise<number> };

/** Ids reserved at a time: a round trip per block, and at most a block left unused per restart. */
export const STORE_ID_BLOCK = 100;

export function createStoreIds(
  documents: Pick<SandboxDocuments, 'next'>,
  now: () => number = Date.now,
): StoreIds {
  let nextId = 1;
  let last = 0;
  let reserving: Promise<void> | null = null;
  return {
    async next() {
      while (nextId > last) {
        // The floor keeps ids of Shopify's shape (the time in ms, three digits more) and past the
        // ids made before this counter existed; each block begins past the last one reserved.
        reserving ??= documents
          .next('store-id', now() * 1000 + STORE_ID_BLOCK, STORE_ID_BLOCK)
          .then((end) => {
            nextId = end - STORE_ID_BLOCK + 1;
            last = end;
          })
          .finally(() => {
            reserving = null;
          });
        await reserving;
      }
      const id = nextId;
      nextId += 1;
      return id;
    },
  };
}
