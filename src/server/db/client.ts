import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ListenHandlers, listenPglite, listenPostgres, type StopListening } from './listener';
import * as account from './schema/account';
import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as ops from './schema/ops';
import * as orders from './schema/orders';
import * as rateLimits from './schema/rate-limits';
import * as reports from './schema/reports';
import * as returns from './schema/returns';
import * as reviews from './schema/reviews';
import * as sandbox from './schema/sandbox';
import * as shopify from './schema/shopify';
import * as staff from './schema/staff';
import * as subscriptionRenewals from './schema/subscriptions';
import * as wholesale from './schema/wholesale';

export const schema = {
  ...auth,
  ...catalog,
  ...account,
  ...orders,
  ...returns,
  ...reviews,
  ...subscriptionRenewals,
  ...wholesale,
  ...content,
  ...audit,
  ...rateLimits,
  ...reports,
  ...shopify,
  ...ops,
  ...staff,
  // Read and written only by the Shopify sandbox (src/sandbox/, decision 129).
  ...sandbox,
};
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dir: string | null /* null: in memory */ };

/** Counts SQL statements, so tests can hold pages to a fixed query budget. */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count++;
  }
  reset(): void {
    this.count = 0;
  }
}

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  queries: QueryCounter;
  /** Raw SQL on the underlying driver (migrations lock, health check). */
  ping: () => Promise<void>;
  /**
   * LISTEN on a channel (PostgreSQL: on a dedicated connection that reconnects by itself).
   * Stopped by `close()`, or earlier by calling the returned function.
   */
  listen: (channel: string, handlers: ListenHandlers) => StopListening;
  close: () => Promise<void>;
  pool: pg.Pool | null;
  pglite: PGlite | null;
};

/** A lost connection is reported through the query that used it; nothing else to do. */
function ignoreConnectionError(): void {}

/** Keeps the LISTEN subscriptions of one handle so that closing the handle stops them. */
function listenerSet(start: (channel: string, handlers: ListenHandlers) => StopListening) {
  const active = new Set<StopListening>();
  return {
    listen(channel: string, handlers: ListenHandlers): StopListening {
      const stopListening = start(channel, handlers);
      const stop = async () => {
        active.delete(stop);
        await stopListening();
      };
      active.add(stop);
      return stop;
    },
    async stopAll() {
      await Promise.all([...active].map((stop) => stop()));
    },
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const queries = new QueryCounter();
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped connection must not crash the process: the next query reconnects. The pool
    // listens for errors on IDLE clients only ('error' below); a client checked out for a query
    // or transaction when PostgreSQL restarts (57P01 admin_shutdown, then the socket closing)
    // emits 'error' with no listener, which kills the process, so every client gets its own
    // listener for life. The failed query still rejects (answered 503), and the pool drops a
    // client that errored instead of reusing it.
    pool.on('error', ignoreConnectionError);
    pool.on('connect', (client) => {
      client.on('error', ignoreConnectionError);
    });
    const db = drizzleNodePg(pool, { schema, logger: queries }) as unknown as Database;
    const listeners = listenerSet((channel, handlers) =>
      listenPostgres(target.url, channel, handlers),
    );
    return {
      db,
      kind: 'postgres',
      queries,
      pool,
      pglite: null,
      ping: async () => {
        await pool.query('select 1');
      },
      listen: listeners.listen,
      close: async () => {
        await listeners.stopAll();
        await pool.end();
      },
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  // pg_trgm (search's typo tolerance, migration 0003) ships as a PGlite contrib extension.
  const extensions = { pg_trgm };
  const client = target.dir ? new PGlite(target.dir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: queries }) as unknown as Database;
  const listeners = listenerSet((channel, handlers) => listenPglite(client, channel, handlers));
  return {
    db,
    kind: 'pglite',
    queries,
    pool: null,
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    listen: listeners.listen,
    close: async () => {
      await listeners.stopAll();
      await client.close();
    },
  };
}
