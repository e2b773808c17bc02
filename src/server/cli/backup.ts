// `npm run backup`: writes a backup of the shop (database and DATA_DIR files) to BACKUP_DIR.
import { ConfigError, loadConfig } from '../config';
import { findRunningServer } from '../lib/pid-file';
import { createBackup } from '../ops/backup/backup';
import { requestBackupFromServer } from '../ops/backup/backup-request';
import { copyBackupOffsite } from '../ops/backup/offsite';
import { keepDataPrivate } from '../ops/private-files';

export async function runBackupCommand(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  keepDataPrivate(config);
  // The embedded database is open in the running server: it writes the backup.
  const pid = config.database.kind === 'pglite' ? findRunningServer(config.dataDir) : null;
  const result = pid ? await requestBackupFromServer(config, pid) : await createBackup({ config });
  const megabytes = (result.bytes / 1024 / 1024).toFixed(2);
  const written = `Backup written: ${result.file} (${megabytes} MB)`;
  if (!config.backup.s3) return { code: 0, message: written };
  const url = await copyBackupOffsite(config.backup.s3, result.file);
  return { code: 0, message: `${written}\nCopied to ${url}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runBackupCommand()
    .then(({ code, message }) => {
      console.log(message);
      process.exit(code);
    })
    .catch((err) => {
      console.error(err instanceof ConfigError ? err.message : `Backup failed: ${err.message}`);
      process.exit(1);
    });
}
