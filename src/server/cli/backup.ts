// `npm run backup`: writes a backup of the shop (database and DATA_DIR files) to BACKUP_DIR.
import { join } from 'node:path';
import { loadConfig } from '../config';
import { findRunningServer } from '../lib/pid-file';
import { createBackup } from '../ops/backup/backup';
import { requestBackupFromServer } from '../ops/backup/backup-request';
import { BACKUP_KEY_FILE } from '../ops/backup/encryption';
import { copyBackupOffsite } from '../ops/backup/offsite';
import { keepDataPrivate } from '../ops/private-files';
import { runWhenEntryPoint } from './run-command';

export async function runBackupCommand(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  keepDataPrivate(config);
  // The embedded database is open in the running server: it writes the backup.
  const pid = config.database.kind === 'pglite' ? findRunningServer(config.dataDir) : null;
  const result = pid ? await requestBackupFromServer(config, pid) : await createBackup({ config });
  const megabytes = (result.bytes / 1024 / 1024).toFixed(2);
  // Without BACKUP_KEY the key is in DATA_DIR: a backup outlives this machine only with a copy.
  const keyNote = config.backup.key
    ? ''
    : `\nEncrypted with the key in ${join(config.dataDir, BACKUP_KEY_FILE)}: keep a copy away from this machine (a password manager); no backup can be restored without it (BACKUP_KEY=<key> npm run restore -- FILE).`;
  const written = `Backup written: ${result.file} (${megabytes} MB)${keyNote}`;
  if (!config.backup.s3) return { code: 0, message: written };
  const url = await copyBackupOffsite(config.backup.s3, result.file);
  return { code: 0, message: `${written}\nCopied to ${url}` };
}

runWhenEntryPoint(import.meta.url, () => runBackupCommand(), 'Backup failed');
