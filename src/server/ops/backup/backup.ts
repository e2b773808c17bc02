// One consistent backup of everything the shop keeps: the database (PostgreSQL through pg_dump,
// which reads one snapshot; the embedded PGlite through its own dumpDataDir, which runs between
// queries), the files of DATA_DIR (generated secrets) and the images staff uploaded
// (DATA_DIR/uploads). Written under a temporary name and
// renamed when complete, so a crash never leaves a half backup that looks whole. Encrypted and
// authenticated with the backup key (encryption.ts). docs/decisions/074-backups.md, 124.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { newestMigrationTime } from '../../db/migration-state';
import { findRunningServer } from '../../lib/pid-file';
import { UPLOAD_NAME_PATTERN, uploadsDir } from '../../media/service';
import {
  type ArchiveEntry,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  digestEntry,
  MANIFEST_ENTRY,
  UPLOADS_ENTRY_PREFIX,
  writeArchive,
} from './archive';
import { BACKUP_KEY_FILE, backupKey } from './encryption';
import { runPgTool } from './pg-tools';

/** DATA_DIR files never backed up: the embedded database (dumped on its own), the demo admin's
 * password (a development convenience), the running server's pid, and the backup key (a backup
 * holding its own key would protect nothing). */
const EXCLUDED_DATA_FILES = new Set(['pglite', 'demo-admin.txt', 'server.pid', BACKUP_KEY_FILE]);

/** Encrypted backups (`.tar.gz.enc`) and the plain ones of earlier releases, pruned alike. */
export const BACKUP_FILE_PATTERN =
  /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz(\.enc)?$/;

/** `backup-2026-11-26T03-00-00-000Z.tar.gz.enc`: sorts by time, safe in every file system. */
export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz.enc`;
}

/** The regular files directly in DATA_DIR that belong in a backup. */
export function dataFilesToBackUp(config: Config): string[] {
  let names: string[];
  try {
    names = readdirSync(config.dataDir);
  } catch {
    return [];
  }
  const backupDir = resolve(config.backup.dir);
  return names
    .filter((name) => !EXCLUDED_DATA_FILES.has(name) && !name.includes('.before-restore-'))
    .filter((name) => resolve(config.dataDir, name) !== backupDir)
    .filter((name) => statSync(join(config.dataDir, name)).isFile())
    .sort();
}

/**
 * The stored images in DATA_DIR/uploads: only names the server makes, so a file being written
 * (`.<name>.<pid>.partial`) is left out. A name's bytes never change, so an image listed here
 * is the same when the archive reads it moments later.
 */
export function uploadsToBackUp(config: Config): string[] {
  const dir = uploadsDir(config.dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => UPLOAD_NAME_PATTERN.test(name))
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();
}

export type BackupResult = { file: string; bytes: number; database: 'postgres' | 'pglite' };

/**
 * Writes a backup to config.backup.dir. `database`: the running app's handle (the scheduled
 * backup); without it the embedded database is opened here, which the CLI may do only while no
 * server uses the folder.
 */
export async function createBackup(options: {
  config: Config;
  database?: DatabaseHandle;
  now?: Date;
}): Promise<BackupResult> {
  const { config } = options;
  const at = options.now ?? new Date();
  // Before anything is dumped: without a key nothing is written.
  const key = backupKey(config, { create: true });
  const work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  try {
    const entries: ArchiveEntry[] = [];
    const kind = config.database.kind;
    if (config.database.kind === 'postgres') {
      const dumpFile = join(work, DATABASE_ENTRY.postgres);
      // Custom format (compressed, read by pg_restore, tables restorable one by one); no owners
      // or grants, so it restores under whichever role the new server gives the shop.
      await runPgTool('pg_dump', { url: config.database.url, binDir: config.backup.pgBin }, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dumpFile}`,
      ]);
      entries.push({ name: DATABASE_ENTRY.postgres, path: dumpFile });
    } else {
      const dump = await dumpPglite(config, options.database);
      entries.push({ name: DATABASE_ENTRY.pglite, buffer: dump });
    }
    const dataFiles = dataFilesToBackUp(config);
    for (const name of dataFiles) {
      entries.push({ name: `data/${name}`, path: join(config.dataDir, name) });
    }
    const uploads = uploadsToBackUp(config);
    for (const name of uploads) {
      entries.push({
        name: `${UPLOADS_ENTRY_PREFIX}${name}`,
        path: join(uploadsDir(config.dataDir), name),
      });
    }
    // Checked at restore: a damaged or altered entry is refused by name. One file at a time (a
    // shop's photos can be thousands of files).
    const digests: Record<string, string> = {};
    for (const entry of entries) digests[entry.name] = await digestEntry(entry);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: at.toISOString(),
      database: kind,
      newestMigration: newestMigrationTime(),
      dataFiles,
      uploads,
      digests,
    };
    entries.unshift({
      name: MANIFEST_ENTRY,
      buffer: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    });
    mkdirSync(config.backup.dir, { recursive: true });
    const file = join(config.backup.dir, backupFileName(at));
    const partial = `${file}.partial`;
    await writeArchive(partial, entries, { key });
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, database: kind };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function dumpPglite(config: Config, running?: DatabaseHandle): Promise<Uint8Array> {
  if (running?.pglite) {
    return new Uint8Array(await (await running.pglite.dumpDataDir('none')).arrayBuffer());
  }
  if (config.database.kind !== 'pglite') throw new Error('not the embedded database');
  const pid = findRunningServer(config.dataDir);
  if (pid) {
    throw new Error(
      `The shop server (pid ${pid}) is using the embedded database in ${relative(process.cwd(), config.dataDir) || '.'}: ask it for a backup (npm run backup does).`,
    );
  }
  const client = new PGlite(config.database.dir, { extensions: { pg_trgm } });
  try {
    await client.waitReady;
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Deletes the oldest backups in the folder beyond the newest `keep`; returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = readdirSync(dir)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}
