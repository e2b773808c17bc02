// Processes started together on a fresh PostgreSQL database (a deploy of two processes, the
// flash-sale bench, the scale-out test) each install pg-boss's schema; they must all start.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { createNamedDatabase } from '../test/instances';
import { testDatabaseUrl } from '../test/services';
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
});
