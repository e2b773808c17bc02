import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { startSubscriptionScheduler } from '../subscriptions/scheduler';
import { startTestApp, type TestApp } from '../test/harness';
import { createNamedDatabase } from '../test/instances';
import { startPrivateCluster } from '../test/private-cluster';
import { waitFor } from '../test/wait-for';

// docs/deployment.md "Health and readiness": live while the process runs; ready only while the
// database answers, every migration is applied and the job queue runs.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function readiness(app: TestApp) {
  const res = await app.fetch('/api/health/ready');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('health probes', () => {
  it('ready is 503 while PostgreSQL is down and 200 once it is back; live stays 200', async () => {
    const cluster = await startPrivateCluster();
    cleanups.push(cluster.destroy);
    const handle = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 4 });
    await migrateDatabase(handle);
    const app = await startTestApp({
      seed: false,
      database: { handle, drop: () => handle.close() },
    });
    cleanups.push(app.close);

    // No job queue yet: not ready.
    expect(await readiness(app)).toEqual({
      status: 503,
      body: {
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', jobQueue: 'stopped' },
      },
    });
    const scheduler = await startSubscriptionScheduler(
      { ...app.deps, database: handle },
      { cron: null },
    );
    cleanups.push(() => scheduler.stop(false));
    app.renewals.scheduler = scheduler;
    expect(await readiness(app)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', jobQueue: 'ok' } },
    });

    await cluster.stop();
    expect(await readiness(app)).toEqual({
      status: 503,
      body: {
        status: 'not_ready',
        checks: { database: 'unreachable', migrations: 'unknown', jobQueue: 'ok' },
      },
    });
    const live = await app.fetch('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    await cluster.start();
    const back = await waitFor(
      () => readiness(app),
      (r) => r.status === 200,
    );
    expect(back.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobQueue: 'ok' },
    });

    await scheduler.stop(false);
    expect((await readiness(app)).body.checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      jobQueue: 'stopped',
    });
  });

  it('ready is 503 on a database without the migrations', async () => {
    // An empty database: PostgreSQL's (TEST_DATABASE_URL), or PGlite in memory without one.
    const adminUrl = process.env.TEST_DATABASE_URL;
    const named = adminUrl ? await createNamedDatabase(adminUrl, 'shop_unmigrated') : null;
    const handle = await openDatabase(
      named ? { kind: 'postgres', url: named.url, poolSize: 2 } : { kind: 'pglite', dir: null },
    );
    const drop = async () => {
      await handle.close();
      await named?.drop();
    };
    const app = await startTestApp({ seed: false, database: { handle, drop } });
    cleanups.push(app.close);
    expect(await readiness(app)).toEqual({
      status: 503,
      body: {
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'pending', jobQueue: 'stopped' },
      },
    });
    const old = await app.fetch('/api/health');
    expect(old.status).toBe(200);
  });
});
