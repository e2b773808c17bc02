import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { collections, products } from '../db/schema/catalog';
import { createTestDatabase } from '../test/harness';
import { seedCatalogueIfEmpty } from './seed-catalogue';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await createTestDatabase());
});
afterAll(() => drop?.());

describe('seedCatalogueIfEmpty', () => {
  it('seeds once when several processes start together on an empty database', async () => {
    // A second connection pool stands in for a second process (PostgreSQL); on PGlite, the
    // same handle twice still exercises the re-check inside the locked transaction.
    const url = process.env.TEST_DATABASE_URL ? handle.pool?.options.connectionString : null;
    const other = url ? await openDatabase({ kind: 'postgres', url }) : handle;
    try {
      const results = await Promise.all([
        seedCatalogueIfEmpty(handle.db),
        seedCatalogueIfEmpty(other.db),
        seedCatalogueIfEmpty(handle.db),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [p] = await handle.db.select({ n: count() }).from(products);
      const [c] = await handle.db.select({ n: count() }).from(collections);
      expect(p?.n).toBe(37);
      expect(c?.n).toBe(8);
      expect(await seedCatalogueIfEmpty(handle.db)).toBe(false);
    } finally {
      if (other !== handle) await other.close();
    }
  });
});
