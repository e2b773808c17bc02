// Which committed migrations a database has: readiness (ops/health-routes.ts) and backups (a backup
// records the newest, a restore refuses one from a newer release) read the same journal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { findProjectRoot } from '../lib/project-root';
import type { DatabaseHandle } from './client';

/** The `when` of the newest committed migration (drizzle's journal), read once. */
let newestMigration: number | null = null;
export function newestMigrationTime(): number {
  if (newestMigration !== null) return newestMigration;
  const journal = JSON.parse(
    readFileSync(join(findProjectRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  return newestMigration;
}

/** Whether the database has every committed migration (drizzle records each one's `when`). */
export async function migrationsApplied(database: DatabaseHandle): Promise<boolean> {
  const rows = await database.db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number((rows as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest);
  return Number.isFinite(newest) && newest >= newestMigrationTime();
}
