import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../cli/backup';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { removeServerPid, writeServerPid } from '../lib/pid-file';
import { findFreePort, testEnvironment } from '../test/instances';
import { parseManifest, readAll, readArchive } from './backup/archive';
import { listenForBackupRequests } from './backup/backup-request';

// `npm run backup` while the server holds the embedded database: the command asks the server
// (this test process plays it: its pid in DATA_DIR/server.pid, listening for the request).

const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-request-'));
const backupDir = mkdtempSync(join(tmpdir(), 'shop-backup-request-out-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

describe('npm run backup with the embedded server running', () => {
  it('asks the server, which writes the backup', async () => {
    const env = testEnvironment(await findFreePort(), dataDir, { BACKUP_DIR: backupDir });
    const config = loadConfig(env);
    expect(config.database.kind).toBe('pglite');
    const database = await openDatabase({ kind: 'pglite', dir: null });
    writeServerPid(dataDir);
    const stop = listenForBackupRequests({ config, database, logger: createLogger('silent') });
    try {
      const { code, message } = await runBackupCommand(env);
      const [name] = readdirSync(backupDir);
      expect(code).toBe(0);
      expect(message).toMatch(
        new RegExp(`^Backup written: ${join(backupDir, name ?? '')} \\(\\d+\\.\\d\\d MB\\)\n`),
      );
      // No BACKUP_KEY: the key generated in DATA_DIR, and the owner told to keep a copy.
      expect(message.split('\n')[1]).toBe(
        `Encrypted with the key in ${join(dataDir, 'backup-key.txt')}: keep a copy away from this machine (a password manager); no backup can be restored without it (BACKUP_KEY=<key> npm run restore -- FILE).`,
      );
      const key = readFileSync(join(dataDir, 'backup-key.txt'), 'utf8').trim();
      const entries: string[] = [];
      let kind = '';
      await readArchive(
        join(backupDir, name ?? ''),
        async (entry, stream) => {
          entries.push(entry);
          if (entry === 'manifest.json') kind = parseManifest(await readAll(stream)).database;
          else await readAll(stream);
        },
        { key },
      );
      expect(entries).toEqual(['manifest.json', 'database.pglite.tar']);
      expect(kind).toBe('pglite');
      // The outcome file is read and removed.
      expect(readdirSync(dataDir).sort()).toEqual(['backup-key.txt', 'server.pid']);
    } finally {
      stop();
      removeServerPid(dataDir);
      await database.close();
    }
  }, 60_000);
});
