// The sandbox store as a process of its own (`node --import tsx src/sandbox/main.ts`), as Shopify
// is to a real shop: the load balancer sends /sandbox/shopify/* here and everything else to the
// shop's processes, whose PUBLIC_URL is the balancer's (docs/decisions/135-flash-sale-bench.md,
// deploy/haproxy.cfg). It serves only the sandbox's routes and GET /api/health (the balancer's
// check), on the shop's database (its state is in sandbox_documents, decision 129), and runs none
// of the shop's background jobs: no renewal scheduler, no stock sync, no backups.
// Same environment as the shop (PORT, DATABASE_URL, BETTER_AUTH_SECRET, SHOPIFY_WEBHOOK_SECRET,
// PUBLIC_URL): the tokens it accepts and the webhook signatures it makes are the shop's.
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createLogger } from '../server/lib/logger';
import { createMailer } from '../server/mail/mailer';
import { mountSandbox } from './routes';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!config.shopify.sandbox) {
    console.error(
      'The sandbox process needs the sandbox on (SHOPIFY_SANDBOX=true, no real store).',
    );
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize }
      : { kind: 'pglite', dir: config.database.dir },
  );
  // Under the migrations' advisory lock, like the shop's processes starting beside it.
  await migrateDatabase(database);
  const mailer = createMailer({ db: database.db, smtpUrl: null, from: config.mail.from, logger });
  // The shop's app with the sandbox mounted, for its middleware (request ids, client address,
  // errors as the API's); only the sandbox's paths and the health check reach it.
  const { app } = createApp({
    config,
    database,
    logger,
    mailer,
    mountOptionalRoutes: mountSandbox,
  });
  const server = serve(
    {
      fetch: (request) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/sandbox/shopify/') || pathname === '/api/health') {
          return app.fetch(request);
        }
        return new Response('Not the sandbox store', { status: 404 });
      },
      port: config.port,
      hostname: config.host,
    },
    (info) => console.log(`Sandbox store is running on http://localhost:${info.port}`),
  );
  const stop = () => {
    server.close(async () => {
      mailer.stop();
      await database.close().catch(() => {});
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error('Sandbox store failed to start:', err);
  process.exit(1);
});
