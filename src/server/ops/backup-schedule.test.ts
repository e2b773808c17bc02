import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { createNamedDatabase, findFreePort, testEnvironment } from '../test/instances';
import { backupFileName } from './backup/backup';
import { runScheduledBackup } from './backup/backup-job';

// The scheduled backup (ops/backup/backup-job.ts): a backup, the oldest beyond BACKUP_KEEP
// deleted, a copy PUT to S3-compatible storage (a stand-in server here), and a failure handed
// to the staff alert.

type Put = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };
const puts: Put[] = [];
let answer = 200;
const s3 = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    puts.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    });
    res.statusCode = answer;
    res.end(answer === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'shop-schedule-'));
const backupDir = mkdtempSync(join(tmpdir(), 'shop-schedule-out-'));
let database: DatabaseHandle;
let dropDatabase: () => Promise<void> = async () => {};
let env: Record<string, string | undefined>;

beforeAll(async () => {
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const named = adminUrl ? await createNamedDatabase(adminUrl, 'shop_schedule') : null;
  dropDatabase = async () => named?.drop();
  database = await openDatabase(
    named
      ? { kind: 'postgres', url: named.url, poolSize: 2 }
      : { kind: 'pglite', dir: join(dataDir, 'pglite') },
  );
  await migrateDatabase(database);
  env = testEnvironment(await findFreePort(), dataDir, {
    ...(named ? { DATABASE_URL: named.url } : {}),
    BACKUP_DIR: backupDir,
    BACKUP_KEEP: '2',
    BACKUP_S3_URL: `http://127.0.0.1:${(s3.address() as AddressInfo).port}/shop-backups/habba`,
    BACKUP_S3_REGION: 'eu-west-2',
    BACKUP_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    BACKUP_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await dropDatabase();
  s3.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

describe('scheduled backup', () => {
  it('writes a backup, keeps BACKUP_KEEP, copies it off-site signed, and alerts on failure', async () => {
    const config = loadConfig(env);
    const older = [1, 2].map((d) => backupFileName(new Date(Date.UTC(2026, 10, d, 3))));
    for (const name of older) writeFileSync(join(backupDir, name), 'old');
    const failures: unknown[] = [];
    const deps = {
      config,
      database,
      logger: createLogger('silent'),
      onFailure: async (err: unknown) => {
        failures.push(err);
      },
    };

    const done = await runScheduledBackup(deps);
    const name = done.file.slice(backupDir.length + 1);
    expect(readdirSync(backupDir).sort()).toEqual([older[1], name].sort());
    expect(done.pruned).toEqual([older[0]]);
    expect(done.offsite).toBe(`${env.BACKUP_S3_URL}/${name}`);
    expect(puts).toHaveLength(1);
    const put = puts[0] as Put;
    const bytes = readFileSync(done.file);
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/shop-backups/habba/${name}`);
    expect(put.body.equals(bytes)).toBe(true);
    // What leaves the machine is the encrypted file (decision 124), never the plain archive.
    expect(put.body.subarray(0, 8).toString('latin1')).toBe('HHBKENC1');
    expect(put.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(failures).toEqual([]);

    answer = 403;
    const failed = await runScheduledBackup(deps).catch((err: unknown) => err);
    expect((failed as Error).message).toBe(
      'the off-site copy was refused: 403 <Error><Code>AccessDenied</Code></Error>',
    );
    expect(failures).toEqual([failed]);
  }, 60_000);
});
