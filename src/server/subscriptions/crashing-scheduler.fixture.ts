/**
 * Test fixture (two-processes.test.ts): a second app process's renewal scheduler that crashes
 * mid-renewal. It sweeps and works renewals like any process, but after Shopify accepts a
 * billing attempt it prints `billed <idempotency key>` and never records it, so the job stays
 * active until the test kills the process (SIGKILL): the worst moment to die. Configured from the
 * same environment as the test app (its PUBLIC_URL reaches the app's sandbox Shopify), plus
 * DATABASE_URL and CLOCK_OFFSET_MS (the test clock's offset).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { startSubscriptionScheduler } from './scheduler';
import { createSubscriptionShopifyClient } from './shopify-subscriptions';

const config = loadConfig(process.env);
const database = await openDatabase({
  kind: 'postgres',
  url: process.env.DATABASE_URL ?? '',
  poolSize: 5,
});
const logger = createLogger('silent');
const mailer = createMailer({
  db: database.db,
  smtpUrl: config.mail.smtpUrl,
  from: config.mail.from,
  logger,
  retryIntervalMs: 60_000,
});
const real = createSubscriptionShopifyClient(config);
const shopify: typeof real = {
  ...real,
  async createBillingAttempt(input) {
    await real.createBillingAttempt(input);
    process.stdout.write(`billed ${input.idempotencyKey}\n`);
    return new Promise(() => {}); // "crashes" before the attempt is recorded
  },
};
const scheduler = await startSubscriptionScheduler(
  {
    db: database.db,
    database,
    config,
    mailer,
    logger,
    clock: createClock({ offsetMs: Number(process.env.CLOCK_OFFSET_MS ?? 0) }),
    shopify,
  },
  { cron: null, pollingIntervalSeconds: 0.5, heartbeatSeconds: 10, concurrency: 4, batchSize: 1 },
);
process.stdout.write(`swept ${await scheduler.sweepNow()}\n`);
