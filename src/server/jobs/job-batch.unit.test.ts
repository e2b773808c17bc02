import { describe, expect, it } from 'vitest';
import { settleEach, throughDatabaseRestarts } from './job-batch';

describe('a batch of jobs', () => {
  it('fails only the job that throws; the others complete with their output', async () => {
    const failures: string[] = [];
    const results = await settleEach(
      [
        { id: 'a', data: 1 },
        { id: 'b', data: 2 },
        { id: 'c', data: 3 },
      ],
      async (n: number) => {
        if (n === 2) throw new Error('Shopify unreachable');
        return { doubled: n * 2 };
      },
      (err, job) => failures.push(`${job.id}: ${(err as Error).message}`),
    );
    expect(results).toEqual([
      { id: 'a', status: 'completed', output: { doubled: 2 } },
      { id: 'b', status: 'failed', output: { message: 'Shopify unreachable' } },
      { id: 'c', status: 'completed', output: { doubled: 6 } },
    ]);
    expect(failures).toEqual(['b: Shopify unreachable']);
  });
});

describe('work through a database restart', () => {
  it('tries again in place while the database is away, then returns', async () => {
    let calls = 0;
    const stored = await throughDatabaseRestarts(async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' });
      return 'stored';
    }, 1);
    expect(stored).toBe('stored');
    expect(calls).toBe(3);
  });

  it('gives up after eight tries while the database stays away', async () => {
    let calls = 0;
    await expect(
      throughDatabaseRestarts(async () => {
        calls += 1;
        throw Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' });
      }, 1),
    ).rejects.toThrow('connect failed');
    expect(calls).toBe(8);
  });

  it('does not try again after any other failure', async () => {
    let calls = 0;
    await expect(
      throughDatabaseRestarts(async () => {
        calls += 1;
        throw new Error('invalid payload');
      }),
    ).rejects.toThrow('invalid payload');
    expect(calls).toBe(1);
  });
});
