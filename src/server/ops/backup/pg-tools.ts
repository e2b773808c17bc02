// pg_dump and pg_restore as child processes. The connection goes in libpq's environment
// variables, not the command line, so the password never shows in `ps`.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** libpq's environment for a postgres:// URL (host, port, user, password, database, sslmode). */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname);
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = parsed.searchParams.get('host'); // a Unix socket folder
  if (host) env.PGHOST = host;
  return env;
}

/** Runs a PostgreSQL client program (in `binDir`, else the one on PATH) against `url`. */
export async function runPgTool(
  program: 'pg_dump' | 'pg_restore',
  options: { url: string; binDir: string | null },
  args: string[],
) {
  const binary = options.binDir ? join(options.binDir, program) : program;
  const url = options.url;
  try {
    await execFileAsync(binary, args, {
      env: { PATH: process.env.PATH ?? '', ...libpqEnvironment(url) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(
        `${program} was not found: install PostgreSQL's client programs (the same major version as the server or newer), or set PG_BIN to their folder`,
      );
    }
    throw new Error(`${program} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}
