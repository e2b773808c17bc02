import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a LISTEN subscriber is told. `onUp` runs once the channel is being listened to (again):
 * notifications sent before then may have been missed. `onDown` runs when the connection is lost.
 */
export type ListenHandlers = {
  onNotify: (payload: string) => void;
  onUp: () => void;
  onDown: () => void;
};

export type StopListening = () => Promise<void>;

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * LISTEN on a dedicated PostgreSQL connection (never a pooled one: a pooled connection is shared
 * and a notification only reaches the session that listens). Reconnects by itself with backoff
 * (0.1 s doubling to 5 s) and says so through `onDown` / `onUp`.
 */
export function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): StopListening {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = FIRST_RETRY_MS;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'catalogue-listener',
    });
    client = current;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      if (client === current) client = null;
      if (!stopped) handlers.onDown();
      schedule();
    };
    current.on('error', lose);
    current.on('end', lose);
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${quoteIdentifier(channel)}`);
    } catch {
      lose();
      return;
    }
    if (stopped || lost) return;
    delay = FIRST_RETRY_MS;
    handlers.onUp();
  };

  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/** LISTEN on the embedded database (one process, one connection: nothing to reconnect). */
export function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: ListenHandlers,
): StopListening {
  let stopped = false;
  const unsubscribe = pglite
    .listen(channel, (payload) => {
      if (!stopped) handlers.onNotify(payload);
    })
    .then((stop) => {
      if (!stopped) handlers.onUp();
      return stop;
    });
  return async () => {
    stopped = true;
    const stop = await unsubscribe.catch(() => null);
    await stop?.().catch(() => {});
  };
}
