/**
 * A shop migrated from before products had a VAT rate got 20% on every product from the column's
 * default. The upgrade's data migration sets the seed catalogue's zero rate on the plain foods that
 * still have that default and that the owner never saved with a VAT rate, so an upgraded shop
 * invoices honey at 0% (HMRC VAT Notice 701/14) and keeps every rate the owner chose.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';
import { SEED_PRODUCTS } from '../seed/catalogue-data';
import { createNamedDatabase } from '../test/instances';
import { type DatabaseHandle, openDatabase } from './client';

type JournalEntry = { idx: number; tag: string };
const drizzleDir = join(findProjectRoot(), 'drizzle');
const journal = JSON.parse(readFileSync(join(drizzleDir, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
const readMigration = (entry: JournalEntry) =>
  readFileSync(join(drizzleDir, `${entry.tag}.sql`), 'utf8');
const vatColumn = journal.entries.find((e) =>
  readMigration(e).includes('ADD COLUMN "vat_rate_percent"'),
);
const zeroRate = journal.entries.find((e) => e.tag.endsWith('_zero_rate_seed_foods'));

const folders: string[] = [];
/** A copy of drizzle/ whose journal stops before `stop`: the database as an older release left it. */
function migrationsBefore(stop: JournalEntry | undefined): string {
  if (!stop) throw new Error('migration not found in drizzle/meta/_journal.json');
  const folder = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  folders.push(folder);
  cpSync(drizzleDir, folder, { recursive: true });
  const entries = journal.entries.filter((e) => e.idx < stop.idx);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

let handle: DatabaseHandle | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
/** A new empty database: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory. */
async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'pglite', dir: null });
  const database = await createNamedDatabase(adminUrl, 'shop_upgrade');
  dropDatabase = database.drop;
  return openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
}
function migrate(target: DatabaseHandle, migrationsFolder: string) {
  return target.kind === 'pglite'
    ? migratePglite(target.db as unknown as PgliteDatabase, { migrationsFolder })
    : migrateNodePg(target.db as unknown as NodePgDatabase, { migrationsFolder });
}

afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('upgrading a shop from before per-product VAT rates', () => {
  it('zero-rates the seed catalogue foods still at the default, and keeps every rate the owner saved', async () => {
    handle = await openEmptyDatabase();
    const db = handle;
    const run = (statement: ReturnType<typeof sql>) => handle!.db.execute(statement);

    // The shop before the VAT column: products, one of them a food the owner created themselves.
    await migrate(db, migrationsBefore(vatColumn));
    for (const [handleName, title] of [
      ['raw-wildflower-honey', 'Raw Wildflower Honey'],
      ['manuka-honey-mgo-263', 'Manuka Honey MGO 263+'],
      ['virgin-coconut-oil', 'Virgin Coconut Oil'],
      ['black-seed-oil', 'Organic Black Seed Oil'],
      ['owners-own-heather-honey', 'Heather Honey'],
    ]) {
      await run(sql`insert into products (handle, title) values (${handleName}, ${title})`);
    }

    // The release with the column: every product read 20%, and the owner saved Manuka 263+ at
    // 20% in the editor (an audit entry whose product carries its VAT rate).
    await migrate(db, migrationsBefore(zeroRate));
    await run(sql`
      insert into audit_log (actor_email, action, entity_type, entity_id, summary, before, after)
      select 'owner@example.co.uk', 'product.update', 'product', id::text, 'Edited Manuka Honey MGO 263+',
        jsonb_build_object('title', title, 'vat_rate_percent', 20),
        jsonb_build_object('title', title, 'vat_rate_percent', 20)
      from products where handle = 'manuka-honey-mgo-263'`);
    // An edit from before the column existed chose no VAT rate.
    await run(sql`
      insert into audit_log (actor_email, action, entity_type, entity_id, summary, before, after)
      select 'owner@example.co.uk', 'product.update', 'product', id::text, 'Edited Virgin Coconut Oil',
        jsonb_build_object('title', title), jsonb_build_object('title', 'Virgin Coconut Oil')
      from products where handle = 'virgin-coconut-oil'`);

    await migrate(db, drizzleDir);
    const { rows } = (await run(sql`select handle, vat_rate_percent from products`)) as unknown as {
      rows: { handle: string; vat_rate_percent: number }[];
    };
    expect(Object.fromEntries(rows.map((r) => [r.handle, r.vat_rate_percent]))).toEqual({
      'black-seed-oil': 20,
      'manuka-honey-mgo-263': 20,
      'owners-own-heather-honey': 20,
      'raw-wildflower-honey': 0,
      'virgin-coconut-oil': 0,
    });
  }, 120_000);

  it('names exactly the seed catalogue products that are zero-rated', () => {
    const zeroRated = SEED_PRODUCTS.filter((p) => p.vatRatePercent === 0).map((p) => p.handle);
    const migration = zeroRate ? readMigration(zeroRate) : '';
    const list = /ARRAY\[([^\]]*)\]/.exec(migration)?.[1] ?? '';
    const named = [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(zeroRated.sort());
  });
});
