// `npm run backup` while the shop runs on the embedded database: only the server may open the
// PGlite folder, so the command asks it (SIGUSR2, which only the same user or root can send) and
// the server writes the backup, then its outcome to DATA_DIR/backup-request.json.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { type BackupResult, createBackup } from './backup';

const RESULT_FILE = 'backup-request.json';

type Outcome = { ok: true; result: BackupResult } | { ok: false; error: string };

/** In the server: answers backup requests; returns a function that stops listening. */
export function listenForBackupRequests(deps: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}): () => void {
  const { config, database, logger } = deps;
  let busy = false; // a second signal while one backup runs is answered by that one
  const onSignal = () => {
    if (busy) return;
    busy = true;
    void (async () => {
      let outcome: Outcome;
      try {
        outcome = { ok: true, result: await createBackup({ config, database }) };
        logger.info({ file: outcome.result.file }, 'backup written on request');
      } catch (err) {
        outcome = { ok: false, error: err instanceof Error ? err.message : String(err) };
        logger.error({ err }, 'requested backup failed');
      }
      const target = join(config.dataDir, RESULT_FILE);
      writeFileSync(`${target}.partial`, JSON.stringify(outcome), { mode: 0o600 });
      renameSync(`${target}.partial`, target);
    })().finally(() => {
      busy = false;
    });
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
  };
}

/** In the command: asks the server `pid` for a backup and waits for its outcome. */
export async function requestBackupFromServer(
  config: Config,
  pid: number,
  timeoutMs = 10 * 60_000,
): Promise<BackupResult> {
  const file = join(config.dataDir, RESULT_FILE);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) {
      throw new Error(`The shop server (pid ${pid}) did not answer the backup request in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as Outcome;
  rmSync(file, { force: true });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}
