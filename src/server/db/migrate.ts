import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findProjectRoot } from '../lib/project-root';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK_ID = 724_113_001;

/** Applies the committed drizzle-kit migrations; on PostgreSQL under an advisory lock. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = join(findProjectRoot(), 'drizzle');
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = handle.pool!;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}
