/**
 * The scheduled backup: a pg-boss cron schedule (BACKUP_CRON, UTC) on the job queue every app
 * process starts, so however many processes run, each tick makes one backup. After each, backups
 * beyond the newest BACKUP_KEEP are deleted. A failure is logged and handed to `onFailure` (the
 * staff alert); pg-boss does not retry it early, the next tick tries again.
 */
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createBackup, pruneBackups } from './backup';
import { copyBackupOffsite } from './offsite';

export const BACKUP_QUEUE = 'shop-backup';

export type ScheduledBackupDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  onFailure?: (err: unknown) => Promise<void>;
};

/** One scheduled run: backup, then prune. Rethrows so pg-boss records the job as failed. */
export async function runScheduledBackup(deps: ScheduledBackupDeps) {
  const { config, database, logger } = deps;
  try {
    const result = await createBackup({ config, database });
    const pruned = pruneBackups(config.backup.dir, config.backup.keep);
    logger.info(
      { file: result.file, bytes: result.bytes, pruned: pruned.length },
      'backup written',
    );
    // The local copy is kept either way; a failed upload fails the job (and alerts staff).
    const s3 = config.backup.s3;
    const offsite = s3 ? await copyBackupOffsite(s3, result.file) : null;
    if (offsite) logger.info({ url: offsite }, 'backup copied off-site');
    return { file: result.file, bytes: result.bytes, pruned, offsite };
  } catch (err) {
    logger.error({ err }, 'scheduled backup failed');
    await deps
      .onFailure?.(err)
      .catch((alertErr) => logger.error({ err: alertErr }, 'backup failure alert not sent'));
    throw err;
  }
}

export async function startScheduledBackups(boss: PgBoss, deps: ScheduledBackupDeps) {
  await boss.createQueue(BACKUP_QUEUE, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 60 * 60,
  });
  await boss.work(BACKUP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    return runScheduledBackup(deps);
  });
  // The schedule lives in the database: turning it off must remove it, not just skip it.
  if (deps.config.backup.cron) {
    await boss.schedule(BACKUP_QUEUE, deps.config.backup.cron, null, { tz: 'UTC' });
  } else {
    await boss.unschedule(BACKUP_QUEUE);
  }
}
