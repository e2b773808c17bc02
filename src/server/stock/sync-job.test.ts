import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { productVariants } from '../db/schema/catalog';
import { inventorySyncRuns } from '../db/schema/inventory';
import { startJobQueue } from '../jobs/job-queue';
import { listOutbox } from '../mail/mailer';
import { createAdminClientFromConfig } from '../shopify/admin-client';
import { startTestApp, type TestApp } from '../test/harness';
import { testEnvironment } from '../test/instances';
import { waitFor } from '../test/wait-for';
import { INVENTORY_SYNC_QUEUE, inventorySyncCron, startInventorySync } from './sync-job';
import { firstVariantOf, type SeededVariant, setShopifyQuantity } from './test-helpers';

describe('the inventory sync schedule (config)', () => {
  it('turns INVENTORY_SYNC_MINUTES into an even cron, off at 0', () => {
    expect(inventorySyncCron(15)).toBe('*/15 * * * *');
    expect(inventorySyncCron(1)).toBe('*/1 * * * *');
    expect(inventorySyncCron(60)).toBe('0 */1 * * *');
    expect(inventorySyncCron(360)).toBe('0 */6 * * *');
    expect(inventorySyncCron(1440)).toBe('0 0 * * *');
    expect(inventorySyncCron(0)).toBeNull();
  });

  it('defaults to 15 minutes, off under tests, and refuses an uneven step', () => {
    const env = testEnvironment(3000, '/tmp/shop-config-test');
    expect(loadConfig(env).inventorySyncMinutes).toBe(0);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).inventorySyncMinutes).toBe(15);
    expect(loadConfig({ ...env, INVENTORY_SYNC_MINUTES: '5' }).inventorySyncMinutes).toBe(5);
    expect(() => loadConfig({ ...env, INVENTORY_SYNC_MINUTES: '7' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, INVENTORY_SYNC_MINUTES: '7' })).toThrow(
      'INVENTORY_SYNC_MINUTES: must be one of 0, 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440 (0 turns the sync off)',
    );
  });
});

const HANDLE = 'black-seed-oil';
const WAITING = 'back-in-stock-waiter@example.co.uk';
let app: TestApp;
let variant: SeededVariant;
const bosses: PgBoss[] = [];
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  // Stock arrives by the pull sync alone here (the webhook has its own tests).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  variant = await firstVariantOf(app, HANDLE);
}, 120_000);
afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false, close: false });
  await second?.close();
  await app?.close();
});

async function storedQuantity(): Promise<number | null | undefined> {
  const [row] = await app.db
    .select({ quantity: productVariants.inventoryQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variant.id));
  return row?.quantity;
}

async function syncByStaff() {
  const admin = (await app.adminClient()).client;
  expect((await admin.post('/api/admin/inventory/sync')).status).toBe(200);
}

/** An app process's job queue on `database`: the cron passes run every second here. */
async function startProcessQueue(database: DatabaseHandle) {
  const { boss } = await startJobQueue(database, app.deps.logger, {
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
  });
  bosses.push(boss);
  return boss;
}

async function countJobs(): Promise<{ total: number; perMinuteMax: number }> {
  const pool = app.database.pool as NonNullable<typeof app.database.pool>;
  const res = await pool.query<{ total: number; max: number | null }>(
    `select count(*)::int as total, max(n)::int as max from (
       select date_trunc('minute', created_on) as m, count(*) as n from pgboss.job
       where name = $1 group by m) per_minute`,
    [INVENTORY_SYNC_QUEUE],
  );
  return { total: res.rows[0]?.total ?? 0, perMinuteMax: res.rows[0]?.max ?? 0 };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the scheduled inventory sync', () => {
  it('two processes: one sync per tick stores Shopify’s stock and sends one back-in-stock email', async () => {
    // Out of stock, and a shopper waits for it.
    await setShopifyQuantity(app, variant.shopifyGid, 0);
    await syncByStaff();
    expect(await storedQuantity()).toBe(0);
    const notify = await app
      .client()
      .post('/api/stock/notify', { variantId: variant.id, email: WAITING });
    expect(notify.status).toBe(201);

    // Shopify has it again; nobody syncs by hand.
    await setShopifyQuantity(app, variant.shopifyGid, 9);

    // Two processes on one PostgreSQL, each with its own pool and job queue, both scheduling.
    const pool = app.database.pool as unknown as { options: { connectionString: string } };
    second = await openDatabase({
      kind: 'postgres',
      url: pool.options.connectionString,
      poolSize: 3,
    });
    const syncsBy = { a: 0, b: 0 };
    const client = (name: 'a' | 'b') => () => {
      syncsBy[name]++;
      return createAdminClientFromConfig(app.config);
    };
    const options = { cron: '* * * * *', pollingIntervalSeconds: 0.5 };
    await startInventorySync(await startProcessQueue(app.database), app.deps, {
      ...options,
      client: client('a'),
    });
    await startInventorySync(
      await startProcessQueue(second),
      { ...app.deps, db: second.db, database: second },
      { ...options, client: client('b') },
    );

    // The next minute's tick.
    const runs = await waitFor(
      () =>
        app.db.select().from(inventorySyncRuns).where(eq(inventorySyncRuns.trigger, 'schedule')),
      (rows) => rows.some((row) => row.status !== 'running'),
      90_000,
    );
    const done = runs.find((row) => row.status !== 'running');
    expect(done).toMatchObject({ status: 'succeeded', changed: 1, notified: 1, error: null });
    expect(await storedQuantity()).toBe(9);
    const mail = await listOutbox(app.db, WAITING);
    expect(mail.map((m) => m.subject)).toEqual(['Organic Black Seed Oil (100ml) is back in stock']);

    // One job and one sync per tick, whichever process took it.
    const jobs = await countJobs();
    const allRuns = await app.db
      .select()
      .from(inventorySyncRuns)
      .where(eq(inventorySyncRuns.trigger, 'schedule'));
    expect(jobs.perMinuteMax).toBe(1);
    expect(allRuns).toHaveLength(jobs.total);
    expect(syncsBy.a + syncsBy.b).toBe(jobs.total);
    expect(await listOutbox(app.db, WAITING)).toHaveLength(1);
    for (const boss of bosses.splice(0)) await boss.stop({ graceful: true, close: false });
  }, 150_000);
});

describe('the scheduled inventory sync when Shopify is unreachable', () => {
  it('logs and records the failure, keeps serving, and the next tick syncs', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    let reachable = false;
    const boss = await startProcessQueue(app.database);
    await startInventorySync(
      boss,
      { ...app.deps, logger },
      {
        cron: null,
        pollingIntervalSeconds: 0.5,
        client: () =>
          createAdminClientFromConfig(
            app.config,
            reachable ? {} : { baseUrl: 'http://127.0.0.1:9' },
          ),
      },
    );
    await setShopifyQuantity(app, variant.shopifyGid, 4);

    // A tick (what the cron sends) while Shopify is down.
    await boss.send(INVENTORY_SYNC_QUEUE, {});
    const failed = await waitFor(
      () =>
        app.db
          .select()
          .from(inventorySyncRuns)
          .where(
            and(eq(inventorySyncRuns.trigger, 'schedule'), eq(inventorySyncRuns.status, 'failed')),
          ),
      (rows) => rows.length === 1,
      30_000,
    );
    expect(failed[0]?.error).toMatch(/^Could not reach Shopify/);
    // The run is recorded (and old runs pruned) before the failure is logged: wait for the line.
    const logged = await waitFor(
      async () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }),
      (entries) => entries.length > 0,
      10_000,
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'inventory sync from Shopify failed' }),
    );
    expect((await app.fetch('/api/health')).status).toBe(200);
    expect(await storedQuantity()).not.toBe(4);

    // Shopify is back: the next tick brings the stock in.
    reachable = true;
    await boss.send(INVENTORY_SYNC_QUEUE, {});
    await waitFor(storedQuantity, (quantity) => quantity === 4, 30_000);
  }, 90_000);
});

describe('back-in-stock emails a stopped sync left unsent', () => {
  it('go out with the next sync, once', async () => {
    const honey = await firstVariantOf(app, 'black-seed-honey');
    const email = 'left-waiting@example.co.uk';
    await setShopifyQuantity(app, honey.shopifyGid, 0);
    await syncByStaff();
    const notify = await app.client().post('/api/stock/notify', { variantId: honey.id, email });
    expect(notify.status).toBe(201);
    // A sync stored the new quantity, then its process stopped before queuing the email.
    await setShopifyQuantity(app, honey.shopifyGid, 6);
    await app.db
      .update(productVariants)
      .set({ inventoryQuantity: 6 })
      .where(eq(productVariants.id, honey.id));

    const admin = (await app.adminClient()).client;
    const first = await admin.post('/api/admin/inventory/sync');
    expect(await first.json()).toEqual({ changed: 0, notified: 1 });
    const second = await admin.post('/api/admin/inventory/sync');
    expect(await second.json()).toEqual({ changed: 0, notified: 0 });
    expect((await listOutbox(app.db, email)).map((m) => m.subject)).toEqual([
      'Black Seed Honey (250g) is back in stock',
    ]);
  }, 60_000);
});
