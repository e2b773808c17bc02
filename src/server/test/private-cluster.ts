import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './instances';

const execFileAsync = promisify(execFile);

/**
 * A private PostgreSQL cluster for this test alone, on a free port in a temporary directory: the
 * test restarts it under load, which must never happen to the machine's shared server. PostgreSQL
 * refuses to run as root, so initdb and pg_ctl run as the `postgres` user. Nothing here skips: a
 * machine that cannot do this fails the test, loudly.
 */
function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((x, y) => Number(y) - Number(x))
    : [];
  if (!versions[0]) {
    throw new Error(
      `No PostgreSQL server binaries (initdb, pg_ctl) under ${root}: install postgresql or set PG_BIN. This test never skips.`,
    );
  }
  return join(root, versions[0], 'bin');
}

export async function startPrivateCluster(options: { port?: number } = {}) {
  const PG_BIN = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const data = join(dir, 'data');
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  const asPostgres = (command: string, args: string[]) =>
    execFileAsync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
      cwd: dir,
    });
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = options.port ?? (await findFreePort());
  const pgOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), ...args]);
  await ctl('start', '-w', '-o', pgOptions);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fast shutdown (every backend terminated: 57P01) and start again; resolves once up. */
    restart: () => ctl('restart', '-m', 'fast', '-w', '-o', pgOptions),
    stop: () => ctl('stop', '-m', 'fast', '-w'),
    start: () => ctl('start', '-w', '-o', pgOptions),
    destroy: async () => {
      await ctl('stop', '-m', 'immediate', '-w').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
