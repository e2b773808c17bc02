// Processes started together on a fresh PostgreSQL database (a deploy of two processes, the
// flash-sale bench, the scale-out test) each install pg-boss's schema; they must all start.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { createNamedDatabase } from '../test/instances';
import { testDatabaseUrl } from '../test/services';
import { waitFor } from '../test/wait-for';
import { startJobQueue } from './job-queue';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!testDatabaseUrl)('the job queue on a fresh PostgreSQL database', () => {
  it('starts in four processes at once: one installs its schema, the others wait for it', async () => {
    const fresh = await createNamedDatabase(testDatabaseUrl as string, 'jobqueue');
    cleanups.push(fresh.drop);
    const logger = createLogger('silent');
    const handles = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 3 })),
    );
    for (const handle of handles) cleanups.push(() => handle.close());
    const started = await Promise.allSettled(handles.map((h) => startJobQueue(h, logger)));
    for (const result of started) {
      if (result.status === 'fulfilled')
        cleanups.push(() => result.value.boss.stop({ graceful: false }));
    }
    expect(started.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('retries a job whose holder died within moments of its expiry, as often as it supervises', async () => {
    const fresh = await createNamedDatabase(testDatabaseUrl as string, 'jobqueue_held');
    cleanups.push(fresh.drop);
    const handle = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 3 });
    cleanups.push(() => handle.close());
    const { boss } = await startJobQueue(handle, createLogger('silent'), {
      superviseIntervalSeconds: 1,
    });
    cleanups.push(() => boss.stop({ graceful: false }));
    await boss.createQueue('held', { expireInSeconds: 2, retryLimit: 1, retryDelay: 0 });
    // Supervised once already (the queue's first pass), as a shop that has run a while has been.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const id = await boss.send('held', { n: 1 });
    // Fetched and never finished: its holder died, or the database restarted under it.
    expect((await boss.fetch('held')).map((job) => job.id)).toEqual([id]);
    const heldAt = Date.now();

    const again = await waitFor(
      () => boss.fetch('held'),
      (jobs) => jobs.length > 0,
      15_000,
    );
    expect(again.map((job) => job.id)).toEqual([id]);
    // Its 2 s expiry plus a supervision (1 s) and the query: not pg-boss's default minute.
    expect(Date.now() - heldAt).toBeLessThan(6_000);
  });
});
