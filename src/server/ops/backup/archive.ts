// The backup file: one gzip-compressed tar, encrypted and authenticated with the backup key
// (encryption.ts; decision 124; an archive made before release 124 is the plain tar), holding
//   manifest.json          what it is: format version, database kind, time, newest migration,
//                          and (from version 3) the sha256 of every other entry
//   database.pgdump        PostgreSQL: pg_dump's custom format (pg_restore reads it), or
//   database.pglite.tar    the embedded default: PGlite's own data-folder dump (dumpDataDir)
//   data/<name>            the files the shop keeps in DATA_DIR (generated secrets)
//   data/uploads/<name>    the product images staff uploaded (DATA_DIR/uploads), from version 2
// docs/decisions/074-backups.md.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { decryptingStream, encryptingStep } from './encryption';

export const BACKUP_FORMAT = 'habba-and-honey-backup';
/** 2 added the uploaded images: a release that reads only 1 refuses a 2 rather than restoring it
 * without them. 3 added a digest of every entry, checked at restore. This release reads all
 * three (a 1 has no images; a 1 or 2 has no digests to check). */
export const BACKUP_FORMAT_VERSION = 3;
const READABLE_VERSIONS = new Set([1, 2, BACKUP_FORMAT_VERSION]);
const FIRST_VERSION_WITH_DIGESTS = 3;
export const MANIFEST_ENTRY = 'manifest.json';
export const UPLOADS_ENTRY_PREFIX = 'data/uploads/';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The `when` of the newest migration the database had (drizzle's journal). */
  newestMigration: number | null;
  /** Names of the DATA_DIR files under data/. */
  dataFiles: string[];
  /** Names of the uploaded images under data/uploads/ (absent before version 2). */
  uploads?: string[];
  /** sha256 (hex) of each entry but the manifest, by entry name (from version 3). */
  digests?: Record<string, string>;
};

export const DATABASE_ENTRY = { postgres: 'database.pgdump', pglite: 'database.pglite.tar' };

export type ArchiveEntry =
  | { name: string; buffer: Uint8Array }
  /** A file on disk, streamed into the archive. */
  | { name: string; path: string };

/** Writes the entries as a gzip-compressed tar at `file`, encrypted with `key` when given
 * (every backup the shop makes is; tests make plain ones to show what a restore refuses). */
export async function writeArchive(
  file: string,
  entries: ArchiveEntry[],
  options: { key?: string } = {},
): Promise<void> {
  const pack = tar.pack();
  const out = createWriteStream(file, { mode: 0o600 });
  const writing = options.key
    ? pipeline(pack, createGzip({ level: 6 }), encryptingStep(options.key), out)
    : pipeline(pack, createGzip({ level: 6 }), out);
  for (const entry of entries) {
    if ('buffer' in entry) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.name, mode: 0o600 }, entry.buffer, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
      continue;
    }
    const { size } = await stat(entry.path);
    await new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name: entry.name, size, mode: 0o600 }, (err) =>
        err ? reject(err) : resolve(),
      );
      pipeline(createReadStream(entry.path), sink).catch(reject);
    });
  }
  pack.finalize();
  await writing;
}

/** The sha256 (hex) of an entry's bytes, as the manifest records it. */
export async function digestEntry(entry: ArchiveEntry): Promise<string> {
  const hash = createHash('sha256');
  if ('buffer' in entry) return hash.update(entry.buffer).digest('hex');
  for await (const chunk of createReadStream(entry.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads every entry of the archive at `file` (decrypted with `key` when given): `onEntry` gets
 * each one's name and a stream of its bytes, and must consume it. Returns the sha256 (hex) of
 * each entry's bytes, by name. An encrypted archive's tag is checked only at its end: the
 * restore checks it first (verifyEncryptedBackup) and acts on nothing before this returns.
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, stream: Readable) => Promise<void>,
  options: { key?: string } = {},
): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  const extract = tar.extract();
  const source = options.key ? decryptingStream(file, options.key) : createReadStream(file);
  const reading = pipeline(source, createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const passing = pipeline(entry as unknown as Readable, hashing);
      try {
        await onEntry(entry.header.name, hashing);
      } catch (err) {
        passing.catch(() => {});
        hashing.destroy();
        throw err;
      }
      await passing;
      digests.set(entry.header.name, hash.digest('hex'));
    }
  } catch (err) {
    // The reason is the entry's; the stopped pipeline's own error says less.
    reading.catch(() => {});
    throw err;
  }
  await reading;
  return digests;
}

/**
 * The entries whose bytes are not what the manifest recorded at backup (changed, missing, or not
 * listed), by name; empty when all match, or for a version without digests.
 */
export function findDamagedEntries(
  manifest: BackupManifest,
  read: ReadonlyMap<string, string>,
): string[] {
  if (manifest.version < FIRST_VERSION_WITH_DIGESTS) return [];
  const recorded = new Map(Object.entries(manifest.digests ?? {}));
  const names = new Set([...recorded.keys(), ...read.keys()]);
  names.delete(MANIFEST_ENTRY);
  return [...names].filter((name) => recorded.get(name) !== read.get(name)).sort();
}

/** All bytes of a stream. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Parses and checks a manifest; throws a message an operator can act on. */
export function parseManifest(bytes: Buffer): BackupManifest {
  const value = JSON.parse(bytes.toString('utf8')) as Partial<BackupManifest>;
  if (value.format !== BACKUP_FORMAT) throw new Error('not a Habba & Honey backup');
  if (typeof value.version !== 'number' || !READABLE_VERSIONS.has(value.version)) {
    throw new Error(`backup format version ${value.version} is not supported by this release`);
  }
  if (value.database !== 'postgres' && value.database !== 'pglite') {
    throw new Error('the backup does not say which database it holds');
  }
  if (
    value.version >= FIRST_VERSION_WITH_DIGESTS &&
    (typeof value.digests !== 'object' ||
      value.digests === null ||
      !Object.values(value.digests).every((digest) => /^[0-9a-f]{64}$/.test(String(digest))))
  ) {
    throw new Error('the backup does not record a digest of each entry');
  }
  return value as BackupManifest;
}
