import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runRestoreCommand } from '../cli/restore';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { passkeys } from '../db/schema/auth';
import { oil100VariantId, subscribeThroughCheckout } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, TestClient } from '../test/harness';
import { createNamedDatabase, findFreePort, testEnvironment } from '../test/instances';
import { payAtSandbox } from '../test/sandbox-pay';
import { createBackup } from './backup/backup';
import { restoreBackup } from './backup/restore';

// The restore drill (docs/deployment.md "Backups and restore"): a shop with orders, a
// subscription, an admin with TOTP and a passkey, audit entries, mail and an uploaded product
// photo is backed up, wiped and restored, and every row, the same API answers and the photo's
// bytes at its /uploads/ URL come back, on both databases.

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
});

/** Where one shop keeps its data: a PGlite folder, or a PostgreSQL database of its own. */
type Target = {
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  wipe: () => Promise<void>;
};

async function newTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-drill-'));
  const backupDir = mkdtempSync(join(tmpdir(), 'shop-drill-backups-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir, BACKUP_DIR: backupDir },
      open: () => openDatabase({ kind: 'pglite', dir: join(dataDir, 'pglite') }),
      wipe: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL drill needs TEST_DATABASE_URL');
  const database = await createNamedDatabase(adminUrl, 'shop_drill');
  cleanups.push(database.drop);
  return {
    env: { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: database.url },
    open: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 }),
    wipe: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startOn(target: Target): Promise<TestApp> {
  const handle = await target.open();
  await migrateDatabase(handle);
  const app = await startTestApp({
    env: target.env,
    database: { handle, drop: () => handle.close() },
  });
  cleanups.push(app.close);
  return app;
}

/** Every row of every table the shop keeps (its public schema), as text, in a stable order. */
async function everyRow(app: TestApp): Promise<Record<string, string[]>> {
  const tables = (await app.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = (await app.db.execute(
      sql.raw(`select row_to_json(t)::text as r from "${name}" t order by 1`),
    )) as unknown as { rows: { r: string }[] };
    out[name] = rows.rows.map((row) => row.r);
  }
  return out;
}

const CALLS = [
  '/api/me',
  '/api/account/orders',
  '/api/account/subscriptions',
  '/api/store/products/black-seed-oil',
  '/api/admin/audit',
];

// A product photo an admin uploaded (DATA_DIR/uploads): a real PNG with a pixel in it.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function fetchImage(app: TestApp, url: string) {
  const res = await fetch(new URL(url, app.baseUrl));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function answers(client: TestClient) {
  const out: Record<string, { status: number; body: string }> = {};
  for (const path of CALLS) {
    const res = await client.get(path);
    out[path] = { status: res.status, body: await res.text() };
  }
  return out;
}

describe.each(['pglite', 'postgres'] as const)('restore drill on %s', (kind) => {
  it('restores every row and the same answers, and refuses a target holding data', async () => {
    const source = await newTarget(kind);
    const shop = await startOn(source);

    // An admin (TOTP enrolled) with a passkey, who edits the catalogue (audited) and buys.
    const admin = await shop.adminClient();
    await shop.db.insert(passkeys).values({
      id: `pk-${randomBytes(4).toString('hex')}`,
      name: 'Laptop',
      publicKey: 'pQECAyYgASFYIBase64PublicKeyForTheDrill',
      userId: admin.userId,
      credentialID: 'drill-credential-id',
      counter: 3,
      deviceType: 'multiDevice',
      backedUp: true,
      transports: 'internal,hybrid',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    const created = await admin.client.post('/api/admin/products', {
      title: 'Drill Honey',
      handle: 'drill-honey',
      body_html: '<p>Raw honey</p>',
      vendor: '',
      type: 'Honey',
      product_category: 'Food',
      published: true,
      image_url: '',
      seo_title: 'Drill honey',
      seo_description: '',
      tags: ['honey'],
      variants: [{ title: '250g', price: '12.50', compareAtPrice: '', shopifyGid: '' }],
      collectionIds: [],
    });
    expect(created.status).toBe(201);
    const uploaded = await admin.client.request('/api/admin/images', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PHOTO),
    });
    expect(uploaded.status).toBe(201);
    const { url: photoUrl } = (await uploaded.json()) as { url: string };
    const photoFile = photoUrl.slice('/uploads/'.length);
    expect(await fetchImage(shop, photoUrl)).toEqual({
      status: 200,
      type: 'image/png',
      bytes: PHOTO,
    });
    const lines = [
      { kind: 'one-time', variantId: await oil100VariantId(shop), packSize: 1, quantity: 2 },
    ];
    const priced = (await (await admin.client.post('/api/cart/price', { lines })).json()) as {
      totalPence: number;
    };
    const checkout = await admin.client.post('/api/checkout', {
      lines,
      expectedTotalPence: priced.totalPence,
    });
    expect(checkout.status).toBe(200);
    const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
    const oneOff = await payAtSandbox(shop, checkoutUrl);
    const subscribed = await subscribeThroughCheckout(shop, {
      email: admin.email,
      client: admin.client,
    });

    const before = await everyRow(shop);
    const counts = (table: string) => before[table]?.length ?? 0;
    expect(counts('orders')).toBe(2);
    expect(counts('order_items')).toBe(oneOff.items.length + 1);
    expect(counts('subscriptions')).toBe(subscribed.subscriptions.length);
    expect(counts('passkeys')).toBe(1);
    expect(counts('two_factors')).toBe(1);
    expect(counts('audit_log')).toBeGreaterThanOrEqual(1);
    expect(counts('mail_outbox')).toBeGreaterThanOrEqual(3);
    const served = await answers(admin.client);
    expect(served['/api/account/orders']?.status).toBe(200);

    const backup = await createBackup({ config: shop.config, database: shop.database });
    expect(await everyRow(shop)).toEqual(before); // nothing moved while it was taken
    // Encrypted with the key generated in DATA_DIR (no BACKUP_KEY), which the owner keeps a
    // copy of and brings to the new machine (docs/deployment.md "Backups and restore").
    const backupKey = readFileSync(join(shop.config.dataDir, 'backup-key.txt'), 'utf8').trim();
    await shop.close();
    await source.wipe();

    // A new machine: an empty data folder or database.
    const target = await newTarget(kind);
    const env = testEnvironment(await findFreePort(), target.env.DATA_DIR ?? '', {
      ...target.env,
      BACKUP_KEY: backupKey,
    });
    const config = loadConfig(env);
    const restored = await restoreBackup({ config, file: backup.file });
    expect(restored.database).toBe(kind);
    expect(readFileSync(join(config.dataDir, 'uploads', photoFile))).toEqual(PHOTO);
    expect(restored.uploads).toEqual([photoFile]);
    // `npm run restore` over it again is refused, and changes nothing.
    const refused = await runRestoreCommand([backup.file], env);
    expect(refused).toEqual({
      code: 1,
      message:
        kind === 'pglite'
          ? `The embedded database folder ${join(config.dataDir, 'pglite')} is not empty. Restore into an empty DATA_DIR, or add --force to replace it (the old folder is kept beside it).`
          : expect.stringMatching(
              /^The database in DATABASE_URL is not empty \(\d+ tables, views or sequences\)\. Restore into a new, empty database, or add --force to replace its contents\.$/,
            ),
    });

    const back = await startOn(target);
    expect(await everyRow(back)).toEqual(before);
    // The admin's session survives (it is a row like any other): the same calls, the same answers.
    const sameBrowser = new TestClient(back.baseUrl);
    for (const [name, value] of admin.client.cookies) sameBrowser.cookies.set(name, value);
    expect(await answers(sameBrowser)).toEqual(served);
    // The uploaded photo is served again at the same URL, byte for byte.
    expect(await fetchImage(back, photoUrl)).toEqual({
      status: 200,
      type: 'image/png',
      bytes: PHOTO,
    });
  }, 120_000); // PGlite loads its WebAssembly build on each open: three opens on a busy runner
});
