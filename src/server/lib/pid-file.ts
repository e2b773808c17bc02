import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Only one process may open an embedded PGlite folder; the running server marks it. */
export function serverPidFile(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

export function writeServerPid(dataDir: string): void {
  writeFileSync(serverPidFile(dataDir), String(process.pid));
}

export function removeServerPid(dataDir: string): void {
  rmSync(serverPidFile(dataDir), { force: true });
}

/** The pid of a live server using this data folder, or null. */
export function findRunningServer(dataDir: string): number | null {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
