// `npm run restore -- FILE [--force] [--unencrypted]`: restores a backup into the database and
// DATA_DIR of this configuration; refuses one that already holds data unless --force. The backup
// key is BACKUP_KEY, else DATA_DIR/backup-key.txt; --unencrypted reads a plain backup of a
// release before decision 124.
import { loadConfig } from '../config';
import { RestoreRefused, restoreBackup } from '../ops/backup/restore';
import { keepDataPrivate, makePrivate } from '../ops/private-files';
import { runWhenEntryPoint } from './run-command';

const USAGE = 'Usage: npm run restore -- FILE [--force] [--unencrypted]';
const FLAGS = new Set(['--force', '--unencrypted']);

export async function runRestoreCommand(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const force = argv.includes('--force');
  const allowUnencrypted = argv.includes('--unencrypted');
  const files = argv.filter((arg) => !FLAGS.has(arg));
  const [file] = files;
  if (!file || files.length !== 1 || file.startsWith('-')) return { code: 2, message: USAGE };
  const config = loadConfig(env);
  keepDataPrivate(config);
  try {
    const result = await restoreBackup({ config, file, force, allowUnencrypted });
    // PGlite sets its files' modes itself: closed like the rest (ops/private-files.ts).
    makePrivate(config.dataDir);
    return {
      code: 0,
      message: `Restored the backup of ${result.createdAt} (${result.database === 'pglite' ? 'embedded database' : 'PostgreSQL'}${result.dataFiles.length ? `, ${result.dataFiles.join(', ')}` : ''}${result.uploads.length ? `, ${result.uploads.length} uploaded image${result.uploads.length === 1 ? '' : 's'}` : ''}). Start the shop: migrations newer than the backup run at start.`,
    };
  } catch (err) {
    if (err instanceof RestoreRefused) return { code: 1, message: err.message };
    throw err;
  }
}

runWhenEntryPoint(import.meta.url, runRestoreCommand, 'Restore failed');
