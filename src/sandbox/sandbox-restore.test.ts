import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../core/shopify/graphql-document';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { orderRefunds, subscriptions } from '../server/db/schema/orders';
import { createBackup } from '../server/ops/backup/backup';
import { restoreBackup } from '../server/ops/backup/restore';
import {
  CONTRACT_QUERY,
  sandboxAdminClient,
  subscribeThroughCheckout,
} from '../server/subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../server/test/harness';
import { createNamedDatabase, findFreePort, testEnvironment } from '../server/test/instances';
import { payOneTimeOrder } from '../server/test/paid-order';

// What a shopper paid for at the sandbox is in the shop's backup (the sandbox's tables are in
// the one database the backup dumps): restored into a fresh database on a new machine, the
// order is refunded and the subscription paused at the sandbox, to the penny
// (docs/decisions/133-sandbox-store-complete.md). sandbox-restart.test.ts is the same across a
// restart on the same data.

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
});

const ORDER_QUERY = adminGraphql`query ($id: ID!) {
  order(id: $id) { displayFinancialStatus totalRefundedSet { shopMoney { amount currencyCode } } }
}`;

/** A machine of its own: a data folder, a backup folder and an empty PostgreSQL database. */
async function newMachine() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-sandbox-restore-'));
  const backupDir = mkdtempSync(join(tmpdir(), 'shop-sandbox-restore-backups-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
  const database = await createNamedDatabase(adminUrl ?? '', 'shop_sandbox_restore');
  cleanups.push(database.drop);
  return {
    env: { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: database.url },
    url: database.url,
  };
}

async function startOn(machine: Awaited<ReturnType<typeof newMachine>>): Promise<TestApp> {
  const handle = await openDatabase({ kind: 'postgres', url: machine.url, poolSize: 4 });
  await migrateDatabase(handle);
  const app = await startTestApp({
    env: machine.env,
    database: { handle, drop: () => handle.close() },
  });
  cleanups.push(app.close);
  return app;
}

describe.skipIf(!adminUrl)('the sandbox store comes back with a restored backup', () => {
  it('an order and a subscription paid before the backup are refunded and paused after the restore', async () => {
    const source = await newMachine();
    const shop = await startOn(source);
    const shopper = shop.client();
    const { email } = await shopper.signUp({ verify: true });
    const paid = await payOneTimeOrder(shop, shopper, email, 1);
    const subscriber = shop.client();
    const { email: subscriberEmail } = await subscriber.signUp({ verify: true });
    const { subscriptions: subs } = await subscribeThroughCheckout(shop, {
      email: subscriberEmail,
      client: subscriber,
    });
    const contractId = subs[0]?.shopifyContractId ?? '';
    expect(contractId).toMatch(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/);

    // The shop's own backup (npm run backup's code), encrypted with the key in DATA_DIR.
    const backup = await createBackup({ config: shop.config, database: shop.database });
    const backupKey = readFileSync(join(shop.config.dataDir, 'backup-key.txt'), 'utf8').trim();
    await shop.close();

    // A new machine: an empty database, the backup restored into it, a new server on it.
    const target = await newMachine();
    const config = loadConfig(
      testEnvironment(await findFreePort(), target.env.DATA_DIR, {
        ...target.env,
        BACKUP_KEY: backupKey,
      }),
    );
    const restored = await restoreBackup({ config, file: backup.file });
    expect(restored.database).toBe('postgres');
    const after = await startOn(target);
    const { client: admin } = await after.adminClient({ firstName: 'Ada' });

    const refund = await admin.post(`/api/admin/orders/${paid.id}/refunds`, {
      amountPence: 300,
      note: 'Lid missing',
    });
    expect(refund.status).toBe(201);
    const refunds = await after.db
      .select({ amountPence: orderRefunds.amountPence, status: orderRefunds.status })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, paid.id));
    expect(refunds).toEqual([{ amountPence: 300, status: 'settled' }]);
    const order = await sandboxAdminClient(after).request(ORDER_QUERY, {
      variables: { id: paid.gid },
    });
    expect(order.data?.order).toMatchObject({
      displayFinancialStatus: 'PARTIALLY_REFUNDED',
      totalRefundedSet: { shopMoney: { amount: '3.00', currencyCode: 'GBP' } },
    });

    const pause = await admin.post('/api/admin/subscriptions/manage', {
      subscriptionId: subs[0]?.id,
      action: 'pause',
    });
    expect(pause.status).toBe(200);
    const contract = await sandboxAdminClient(after).request(CONTRACT_QUERY, {
      variables: { id: contractId },
    });
    expect(contract.data?.subscriptionContract?.status).toBe('PAUSED');
    const [local] = await after.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, subs[0]?.id ?? ''));
    expect(local?.status).toBe('paused');
  }, 120_000);
});
