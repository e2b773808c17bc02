// Restores a backup (backup.ts) into the database and DATA_DIR the configuration names. It
// refuses what it cannot trust before touching anything: a file that fails its authentication
// with the backup key (read through once before any entry is parsed) or is not encrypted (an
// earlier release's, only with `allowUnencrypted`), a secrets.json start-up would refuse
// (config.ts parseLocalSecrets), a foreign or unreadable manifest, an
// entry whose bytes do not match the digest recorded at backup, a backup of the other database
// kind, or one made by a newer release (a database with migrations this release does not know).
// It refuses a target that already holds data unless forced: a restore run against the live shop
// by mistake must not replace it. Forced, the embedded folder and data files it replaces are kept
// beside them (`*.before-restore-<time>`); PostgreSQL's objects are dropped first (pg_restore
// --clean) in the same transaction as the restore. The embedded database is loaded into a staging
// folder and moved into place only once it opens, so a failed restore leaves nothing behind and
// can be run again. Uploaded images go back into DATA_DIR/uploads under their own
// (content-derived) names.
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { copyFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Config, parseLocalSecrets } from '../../config';
import { newestMigrationTime } from '../../db/migration-state';
import { findRunningServer } from '../../lib/pid-file';
import { UPLOAD_NAME_PATTERN, uploadsDir } from '../../media/service';
import {
  type BackupManifest,
  DATABASE_ENTRY,
  findDamagedEntries,
  MANIFEST_ENTRY,
  parseManifest,
  readAll,
  readArchive,
  UPLOADS_ENTRY_PREFIX,
} from './archive';
import {
  BackupAuthenticationFailed,
  BackupKeyMissing,
  backupKey,
  isEncryptedBackup,
  verifyEncryptedBackup,
} from './encryption';
import { libpqEnvironment, runPgTool } from './pg-tools';

export class RestoreRefused extends Error {}

export type RestoreResult = {
  database: 'postgres' | 'pglite';
  createdAt: string;
  dataFiles: string[];
  uploads: string[];
};

/** Tables, views and sequences outside PostgreSQL's own schemas: 0 in a new, empty database. */
async function countPostgresRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
         and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
         and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

function folderHasFiles(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Puts the images read from the backup (in `from`) into DATA_DIR/uploads. A name is its content's
 * digest, so an image already there under that name is the same picture and is kept; each is
 * copied aside and renamed, so the server never serves half an image.
 */
async function placeUploads(from: string, dataDir: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  for (const name of names) {
    const target = join(dir, name);
    if (existsSync(target)) continue;
    const partial = join(dir, `.${name}.${process.pid}.partial`);
    await copyFile(join(from, name), partial);
    await rename(partial, target);
  }
}

export async function restoreBackup(options: {
  config: Config;
  file: string;
  force?: boolean;
  /** Reads a plain archive of a release before 124 (`npm run restore -- --unencrypted`). */
  allowUnencrypted?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const { config, file, force = false } = options;
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  if (!existsSync(file)) throw new RestoreRefused(`No backup file at ${file}`);
  if (config.database.kind === 'pglite') {
    const pid = findRunningServer(config.dataDir);
    if (pid) {
      throw new RestoreRefused(
        `The shop server (pid ${pid}) is using ${config.dataDir}. Stop it before restoring.`,
      );
    }
  }

  let key: string | undefined;
  if (isEncryptedBackup(file)) {
    try {
      key = backupKey(config, { create: false });
      // The whole file, before any entry is parsed or anything is written.
      await verifyEncryptedBackup(file, key);
    } catch (err) {
      if (err instanceof BackupKeyMissing || err instanceof BackupAuthenticationFailed) {
        throw new RestoreRefused(err.message);
      }
      throw err;
    }
  } else if (!options.allowUnencrypted) {
    throw new RestoreRefused(
      `${file} is not an encrypted backup of this shop (made before backups were encrypted, or not a backup): nothing was restored. A backup you made yourself with an older release and kept safe restores with --unencrypted.`,
    );
  }

  const work = mkdtempSync(join(tmpdir(), 'shop-restore-'));
  try {
    let manifest: BackupManifest | null = null;
    const dataFiles = new Map<string, Buffer>();
    let databaseFile: string | null = null;
    const uploadsWork = join(work, 'uploads');
    const uploads: string[] = [];
    const digests = await readArchive(
      file,
      async (name, stream) => {
        if (name === MANIFEST_ENTRY) {
          const bytes = await readAll(stream);
          try {
            manifest = parseManifest(bytes);
          } catch (err) {
            throw new RestoreRefused(
              `${file}: ${err instanceof Error ? err.message : String(err)}`,
            );
          }
        } else if (name === DATABASE_ENTRY.postgres || name === DATABASE_ENTRY.pglite) {
          databaseFile = join(work, name);
          await pipeline(stream, createWriteStream(databaseFile));
        } else if (/^data\/[^/]+$/.test(name) && !name.includes('..')) {
          dataFiles.set(name.slice('data/'.length), await readAll(stream));
        } else if (
          name.startsWith(UPLOADS_ENTRY_PREFIX) &&
          UPLOAD_NAME_PATTERN.test(name.slice(UPLOADS_ENTRY_PREFIX.length))
        ) {
          // Only names the server itself makes: nothing in an archive chooses a path on this disk.
          // Streamed to disk, not held in memory: a shop's photos can run to gigabytes.
          const image = name.slice(UPLOADS_ENTRY_PREFIX.length);
          mkdirSync(uploadsWork, { recursive: true });
          await pipeline(stream, createWriteStream(join(uploadsWork, image), { mode: 0o644 }));
          uploads.push(image);
        } else {
          stream.resume();
          await new Promise((resolve) => stream.on('end', resolve));
        }
      },
      { key },
    ).catch((err: unknown) => {
      // Checked above; a file changed since is refused the same way.
      throw err instanceof BackupAuthenticationFailed ? new RestoreRefused(err.message) : err;
    });
    const found = manifest as BackupManifest | null;
    if (!found || !databaseFile) throw new RestoreRefused(`${file} is not a complete backup`);
    const damaged = findDamagedEntries(found, digests);
    if (damaged.length > 0) {
      throw new RestoreRefused(
        `${file} is damaged: ${damaged.join(', ')} ${damaged.length === 1 ? 'does' : 'do'} not match the digest recorded when the backup was made`,
      );
    }
    // The secrets the restored shop will start with: checked as start-up checks them.
    const secrets = dataFiles.get('secrets.json');
    if (secrets) {
      try {
        parseLocalSecrets(secrets.toString('utf8'));
      } catch (err) {
        throw new RestoreRefused(
          `${file}: its secrets.json is not one the shop would start with: ${(err as Error).message}. Nothing was restored.`,
        );
      }
    }
    const newest = newestMigrationTime();
    if (found.newestMigration !== null && found.newestMigration > newest) {
      throw new RestoreRefused(
        `${file} was made by a newer release of the shop: its database has migrations up to ${new Date(found.newestMigration).toISOString()}, and this release's newest is ${new Date(newest).toISOString()}. Restore it with the release that made it, or a newer one.`,
      );
    }
    const missingImages = (found.uploads ?? []).filter((name) => !uploads.includes(name));
    if (missingImages.length > 0) {
      throw new RestoreRefused(
        `${file} is not a complete backup: ${missingImages.length} uploaded image(s) its manifest lists are missing`,
      );
    }
    if (found.database !== config.database.kind) {
      throw new RestoreRefused(
        `${file} holds a ${found.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database; this configuration uses ${config.database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}. Restore it with the matching configuration.`,
      );
    }

    if (config.database.kind === 'postgres') {
      const relations = await countPostgresRelations(config.database.url);
      if (relations > 0 && !force) {
        throw new RestoreRefused(
          `The database in DATABASE_URL is not empty (${relations} tables, views or sequences). Restore into a new, empty database, or add --force to replace its contents.`,
        );
      }
      await runPgTool('pg_restore', { url: config.database.url, binDir: config.backup.pgBin }, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(relations > 0 ? ['--clean', '--if-exists'] : []),
        // The name only: the rest of the connection (password included) is in libpq's environment.
        `--dbname=${libpqEnvironment(config.database.url).PGDATABASE ?? 'postgres'}`,
        databaseFile,
      ]);
    } else {
      const dir = config.database.dir;
      if (folderHasFiles(dir) && !force) {
        throw new RestoreRefused(
          `The embedded database folder ${dir} is not empty. Restore into an empty DATA_DIR, or add --force to replace it (the old folder is kept beside it).`,
        );
      }
      const staging = `${dir}.restoring-${stamp}`;
      await rm(staging, { recursive: true, force: true });
      mkdirSync(staging, { recursive: true });
      try {
        const dump = new Blob([await readFile(databaseFile)]);
        const client = new PGlite(staging, { extensions: { pg_trgm }, loadDataDir: dump });
        try {
          await client.waitReady;
          await client.query('select 1');
        } finally {
          // A database that never started has nothing to close (closing it would wait forever).
          if (client.ready) await client.close();
        }
      } catch (err) {
        await rm(staging, { recursive: true, force: true });
        throw err;
      }
      if (folderHasFiles(dir)) await rename(dir, `${dir}.before-restore-${stamp}`);
      else await rm(dir, { recursive: true, force: true });
      await rename(staging, dir);
    }

    mkdirSync(config.dataDir, { recursive: true });
    for (const [name, bytes] of dataFiles) {
      const target = join(config.dataDir, name);
      if (existsSync(target)) {
        const current = await readFile(target);
        if (current.equals(bytes)) continue;
        // A fresh DATA_DIR has secrets of its own, generated at first start: they sign nothing
        // in the restored data, so the backup's replace them (the old file is kept).
        await rename(target, `${target}.before-restore-${stamp}`);
      }
      const partial = `${target}.restoring-${stamp}`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, target);
    }
    await placeUploads(uploadsWork, config.dataDir, uploads);
    return {
      database: found.database,
      createdAt: found.createdAt,
      dataFiles: [...dataFiles.keys()],
      uploads: uploads.sort(),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
