import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { testEnvironment } from '../../test/instances';
import { BACKUP_FORMAT, DATABASE_ENTRY, parseManifest, writeArchive } from './archive';
import { RestoreRefused, restoreBackup } from './restore';

// The archive's edges the restore drill does not reach: which format versions this release
// reads, and uploaded-image entries that are missing or name a path the server would not make.

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
    expect(() => parseManifest(manifest({ version: 3 }))).toThrow(
      'backup format version 3 is not supported by this release',
    );
  });
});

describe('restoring uploaded images', () => {
  const image = `${'a'.repeat(32)}.png`;

  async function restoreArchive(entries: { name: string; buffer: Uint8Array }[]) {
    const dataDir = newFolder('shop-archive-data-');
    const file = join(newFolder('shop-archive-'), 'backup.tar.gz');
    await writeArchive(file, entries);
    const config = loadConfig(testEnvironment(3190, dataDir));
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
