import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from './harness';

/**
 * A migrated database of the test file's own (harness.ts `createTestDatabase`), made before its
 * tests (then `setup` runs on it) and dropped after them. The returned function gives the
 * database once the tests run.
 */
export function testDatabaseOfFile(setup?: (db: Database) => Promise<void>): () => Database {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.handle.db;
    drop = database.drop;
    await setup?.(db);
  }, 60_000);
  afterAll(() => drop?.());
  return () => {
    if (!db) throw new Error('the test database is made in beforeAll');
    return db;
  };
}
