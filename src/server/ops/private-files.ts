import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shop's data is its user's alone (docs/security.md "Data at rest"): the embedded
 * database's files (its write-ahead log holds session tokens), secrets.json, uploads and
 * backups. Every process that writes them (the server, `npm run backup`, `npm run restore`)
 * calls keepDataPrivate first, so whatever umask it was started with, what it creates from then
 * on is 0600 (folders 0700), and what an earlier run left readable by others is closed. PGlite
 * sets its own files' modes (0666) whatever the umask: its folders (0700) keep them from other
 * users, and the server and restore close the files too once they are made.
 */
export const PRIVATE_DIR_MODE = 0o700;

/** Makes `dir` (created when missing) and everything under it its owner's only. */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const walk = (path: string) => {
    const stat = lstatSync(path);
    // A link is not followed: what it points at is not the shop's to change.
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((stat.mode & 0o077) !== 0) {
      // Group and others lose every right; the owner keeps theirs.
      chmodSync(path, stat.mode & 0o700);
    }
  };
  walk(dir);
}

/** From now on this process creates files for its user only; its data folders are closed. */
export function keepDataPrivate(config: { dataDir: string; backup: { dir: string } }): void {
  process.umask(0o077);
  makePrivate(config.dataDir);
  if (existsSync(config.backup.dir)) makePrivate(config.backup.dir);
}
