import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { newestMigrationTime } from '../../db/migration-state';
import { testEnvironment } from '../../test/instances';
import {
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  digestEntry,
  MANIFEST_ENTRY,
  parseManifest,
  writeArchive,
} from './archive';
import { RestoreRefused, restoreBackup } from './restore';

// The archive's edges the restore drill does not reach: which format versions this release
// reads, and uploaded-image entries that are missing or name a path the server would not make.

// Made with the key, as the shop's own backups are (backup-encryption.unit.test.ts covers the key).
const KEY = 'the-backup-key-of-these-tests-0123456789';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

const manifest = (fields: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({
      format: BACKUP_FORMAT,
      version: 2,
      createdAt: '2026-11-26T03:00:00.000Z',
      database: 'pglite',
      newestMigration: null,
      dataFiles: [],
      ...fields,
    }),
  );

describe('backup manifest versions', () => {
  it('reads version 1 (before images) and 2, and refuses a later one by name', () => {
    expect(parseManifest(manifest({ version: 1 })).version).toBe(1);
    expect(parseManifest(manifest({ version: 2, uploads: [] })).uploads).toEqual([]);
    expect(() => parseManifest(manifest({ version: 4 }))).toThrow(
      'backup format version 4 is not supported by this release',
    );
    expect(() => parseManifest(manifest({ version: 3 }))).toThrow(
      'the backup does not record a digest of each entry',
    );
  });
});

describe('restoring uploaded images', () => {
  const image = `${'a'.repeat(32)}.png`;

  async function restoreArchive(entries: { name: string; buffer: Uint8Array }[]) {
    const dataDir = newFolder('shop-archive-data-');
    const file = join(newFolder('shop-archive-'), 'backup.tar.gz');
    await writeArchive(file, entries, { key: KEY });
    const config = loadConfig(testEnvironment(3190, dataDir, { BACKUP_KEY: KEY }));
    const outcome = await restoreBackup({ config, file }).catch((err: unknown) => err);
    return { outcome, dataDir };
  }

  it('refuses a backup whose manifest lists an image it does not hold, before touching anything', async () => {
    const { outcome, dataDir } = await restoreArchive([
      { name: 'manifest.json', buffer: manifest({ uploads: [image] }) },
      { name: DATABASE_ENTRY.pglite, buffer: Buffer.from('not read') },
    ]);
    expect(outcome).toBeInstanceOf(RestoreRefused);
    expect((outcome as Error).message).toMatch(
      /backup\.tar\.gz is not a complete backup: 1 uploaded image\(s\) its manifest lists are missing$/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes no image entry whose name the server would not make (no path leaves uploads/)', async () => {
    const escaping = '../../escaped.png';
    const { outcome, dataDir } = await restoreArchive([
      { name: 'manifest.json', buffer: manifest({ uploads: [escaping, 'photo.png'] }) },
      { name: DATABASE_ENTRY.pglite, buffer: Buffer.from('not read') },
      { name: `data/uploads/${escaping}`, buffer: Buffer.from('x') },
      { name: 'data/uploads/photo.png', buffer: Buffer.from('x') },
    ]);
    expect((outcome as Error).message).toMatch(
      /is not a complete backup: 2 uploaded image\(s\) its manifest lists are missing$/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, '..', 'escaped.png'))).toBe(false);
  });
});

describe('a restore refuses what it cannot trust, before touching anything', () => {
  type Entry = { name: string; buffer: Uint8Array };
  const dump = { name: DATABASE_ENTRY.pglite, buffer: Buffer.from('an embedded database') };

  /** A version 3 archive of `entries`, its manifest recording each one's digest. */
  async function archiveOf(entries: Entry[], fields: Record<string, unknown> = {}) {
    const digests: Record<string, string> = {};
    for (const entry of entries) digests[entry.name] = await digestEntry(entry);
    const file = join(newFolder('shop-archive-'), 'backup.tar.gz');
    await writeArchive(
      file,
      [{ name: MANIFEST_ENTRY, buffer: manifest({ version: 3, digests, ...fields }) }, ...entries],
      { key: KEY },
    );
    return file;
  }

  async function restoreInto(file: string, dataDir = newFolder('shop-archive-data-')) {
    const config = loadConfig(testEnvironment(3190, dataDir, { BACKUP_KEY: KEY }));
    const outcome = await restoreBackup({ config, file }).catch((err: unknown) => err);
    return { outcome, dataDir };
  }

  async function refusal(file: string) {
    const { outcome, dataDir } = await restoreInto(file);
    expect(outcome).toBeInstanceOf(RestoreRefused);
    expect(readdirSync(dataDir)).toEqual([]);
    return (outcome as Error).message.slice(file.length);
  }

  it('refuses a manifest of a foreign format', async () => {
    expect(await refusal(await archiveOf([dump], { format: 'someone-elses-backup' }))).toBe(
      ': not a Habba & Honey backup',
    );
  });

  it('refuses a backup of the other database kind', async () => {
    const postgres = { name: DATABASE_ENTRY.postgres, buffer: Buffer.from('a pg_dump') };
    expect(await refusal(await archiveOf([postgres], { database: 'postgres' }))).toBe(
      ' holds a PostgreSQL database; this configuration uses the embedded database. Restore it with the matching configuration.',
    );
  });

  it('refuses an entry whose bytes are not those digested at backup, naming it', async () => {
    const file = await archiveOf([dump], {
      digests: {
        [DATABASE_ENTRY.pglite]: await digestEntry({ ...dump, buffer: Buffer.from('x') }),
      },
    });
    expect(await refusal(file)).toBe(
      ' is damaged: database.pglite.tar does not match the digest recorded when the backup was made',
    );
  });

  it('refuses an entry the manifest has no digest of', async () => {
    const digests = { [DATABASE_ENTRY.pglite]: await digestEntry(dump) };
    const file = join(newFolder('shop-archive-'), 'backup.tar.gz');
    await writeArchive(
      file,
      [
        { name: MANIFEST_ENTRY, buffer: manifest({ version: 3, digests }) },
        dump,
        { name: 'data/auth-secret', buffer: Buffer.from('planted') },
      ],
      { key: KEY },
    );
    expect(await refusal(file)).toBe(
      ' is damaged: data/auth-secret does not match the digest recorded when the backup was made',
    );
  });

  it('refuses a backup made by a newer release (a migration this one does not know), by name', async () => {
    const newest = newestMigrationTime();
    const file = await archiveOf([dump], { newestMigration: newest + 1 });
    expect(await refusal(file)).toBe(
      ` was made by a newer release of the shop: its database has migrations up to ${new Date(newest + 1).toISOString()}, and this release's newest is ${new Date(newest).toISOString()}. Restore it with the release that made it, or a newer one.`,
    );
  });

  it('a database that does not load leaves nothing behind, so the retry runs again', async () => {
    const file = await archiveOf([dump]);
    const dataDir = newFolder('shop-archive-data-');
    for (const attempt of [1, 2]) {
      const { outcome } = await restoreInto(file, dataDir);
      // Not refused as a folder holding data: the failed attempt left no half-restored folder.
      expect([attempt, (outcome as Error).message]).toEqual([
        attempt,
        'PGlite failed to initialize properly',
      ]);
      expect(readdirSync(dataDir)).toEqual([]);
    }
  });
});
