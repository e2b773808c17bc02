// `npm run shopify:connect`: connects the configured Shopify store (or the built-in sandbox) and
// prints a readiness report, each check ✓ or ✗ with what to do (docs/decisions/127-shopify-connect.md).
// It reads the same settings as start-up (SHOPIFY_* and PUBLIC_URL, loadConfig) and talks to the
// shop's database for the catalogue export. Run it again at any time: it changes only what is wrong.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { findRunningServer } from '../lib/pid-file';
import { createAdminClientFromConfig } from '../shopify/admin-client';
import { connectShopifyStore, formatConnectReport } from '../shopify/connect';
import { runWhenEntryPoint } from './run-command';

export async function runShopifyConnectCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = fetch,
) {
  if (argv.length > 0) return { code: 2, message: 'Usage: npm run shopify:connect' };
  const config = loadConfig(env);
  const client = createAdminClientFromConfig(config, { fetch: fetchImpl });
  // On the embedded database only one process may open the data folder: with the server running,
  // the export is left to the admin's Connect store (which runs all of this inside the server).
  const runningPid = config.database.kind === 'pglite' ? findRunningServer(config.dataDir) : null;
  if (runningPid) {
    const report = await connectShopifyStore({
      config,
      client,
      db: null,
      fetch: fetchImpl,
      exportSkipped: {
        detail: `Not run: the shop server (pid ${runningPid}) holds the embedded database in ${config.dataDir}`,
        todo: 'Run "Connect store" in the admin (Export to Shopify tab), which does all of this inside the server, or stop the server and run this again.',
      },
    });
    return { code: report.ready ? 0 : 1, message: formatConnectReport(report) };
  }
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dir: config.database.dir },
  );
  try {
    await migrateDatabase(database);
    const report = await connectShopifyStore({
      config,
      client,
      db: database.db,
      fetch: fetchImpl,
    });
    return { code: report.ready ? 0 : 1, message: formatConnectReport(report) };
  } finally {
    await database.close();
  }
}

runWhenEntryPoint(import.meta.url, runShopifyConnectCommand, 'Connecting the store failed');
