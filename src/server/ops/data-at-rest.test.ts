import { type ChildProcess, spawn } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';

// Data at rest is the shop's alone (docs/security.md "Data at rest"): started with a umask that
// lets everyone read and write (000), the server, `npm run backup` and `npm run restore` leave
// nothing in the data folder or the backup folder that another user of the machine may open
// (the process takes minutes on a loaded machine: the real server, its backup and a restore).

const root = findProjectRoot();
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Runs a TypeScript entry point as `npm` would, under umask 000. */
function runOpen(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    '/bin/sh',
    ['-c', 'umask 000 && exec "$0" "$@"', process.execPath, '--import', 'tsx', entry, ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForOutput(get: () => string, pattern: RegExp, child: ChildProcess) {
  const deadline = Date.now() + 400_000;
  while (Date.now() < deadline) {
    if (pattern.test(get())) return;
    if (child.exitCode !== null) throw new Error(`exited early: ${get()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}: ${get()}`);
}

/**
 * What another user of the machine could open under `dir`: any folder (itself too) with a right
 * for group or others, and any file with one, except PGlite's: PGlite sets its files' modes
 * itself (0666) as it makes them, and its folders, all 0700, keep them from everyone else.
 */
function openToOthers(dir: string): { files: number; open: string[] } {
  const open: string[] = [];
  let files = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const name = relative(dir, path) || '.';
    const shared = (stat.mode & 0o077) !== 0;
    const pgliteFile = !stat.isDirectory() && name.startsWith('pglite/');
    if (shared && !pgliteFile) open.push(`${name} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else files++;
  };
  walk(dir);
  return { files, open };
}

describe('data at rest, whatever the umask', () => {
  it('start, backup and restore create the data and backup folders for the shop’s user only', async () => {
    const dataDir = tempDir('shop-rest-');
    const backupDir = join(tempDir('shop-rest-backups-'), 'backups');
    const env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      PORT: String(20000 + Math.floor(Math.random() * 20000)),
      NODE_ENV: 'test',
    };
    const server = runOpen(join(root, 'src/main.ts'), [], env);
    await waitForOutput(server.output, /is running on/, server.child);
    const started = openToOthers(dataDir);
    expect(started.open).toEqual([]);
    // Not vacuous: the embedded database's files and the secrets are there.
    expect(started.files).toBeGreaterThan(100);
    expect(readdirSync(dataDir)).toContain('secrets.json');

    // The running server writes the backup it is asked for.
    const backup = runOpen(join(root, 'src/server/cli/backup.ts'), [], env);
    expect(await backup.exited, backup.output()).toBe(0);
    const [archive] = readdirSync(backupDir);
    expect(archive).toMatch(/\.tar\.gz\.enc$/);
    expect(openToOthers(backupDir)).toEqual({ files: 1, open: [] });
    // The backup key it generated (no BACKUP_KEY) is the shop's user's alone too.
    expect(readdirSync(dataDir)).toContain('backup-key.txt');
    expect(openToOthers(dataDir).open).toEqual([]);
    const backupKey = readFileSync(join(dataDir, 'backup-key.txt'), 'utf8').trim();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Restored into a new data folder.
    const restoredDir = join(tempDir('shop-rest-restored-'), 'data');
    const restore = runOpen(
      join(root, 'src/server/cli/restore.ts'),
      [join(backupDir, archive ?? '')],
      // The owner brings the key to the new machine.
      { ...env, DATA_DIR: restoredDir, BACKUP_KEY: backupKey },
    );
    expect(await restore.exited, restore.output()).toBe(0);
    const restored = openToOthers(restoredDir);
    expect(restored.open).toEqual([]);
    expect(restored.files).toBeGreaterThan(100);
  }, 900_000);
});
