// Shared helpers of the benchmarks: start the app (pinned to a core), a PostgreSQL database,
// machine facts, result files.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = join(ROOT, 'bench/results');

/** The PostgreSQL server the benchmarks make their databases on. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export const hasTaskset = () => spawnSync('taskset', ['--version']).status === 0;

/** `taskset -c <core>` in front of a command when the machine has it and 2+ cores. */
export function pinned(core, command, args) {
  if (cpus().length >= 2 && hasTaskset())
    return ['taskset', ['-c', String(core), command, ...args]];
  return [command, args];
}

export function machine() {
  return {
    date: new Date().toISOString(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    pinned: cpus().length >= 2 && hasTaskset(),
  };
}

/** The 1-minute load average above which a run is not recorded: other work would skew it. */
export const MAX_LOAD_AVERAGE = 1;

/**
 * Refuses to start a recordable run on a busy machine (1-minute load average over 1): exits 2
 * with the reason. `--dry-run` runs anyway (to try the benchmark itself); its output is marked
 * not recordable and written to bench/tmp/ (ignored by git), never to bench/results/.
 * Returns whether the run is recordable.
 */
export function requireQuietMachine(opts) {
  const [one] = loadavg();
  if (opts.quick === true) {
    console.warn(
      `⚠ QUICK RUN (load average ${one.toFixed(2)}): a short smoke run, NOT RECORDABLE, written to bench/tmp/.`,
    );
    return false;
  }
  if (opts['dry-run'] === true) {
    console.warn(
      `⚠ DRY RUN (load average ${one.toFixed(2)}): the figures are NOT RECORDABLE and go to bench/tmp/.`,
    );
    return false;
  }
  if (one > MAX_LOAD_AVERAGE) {
    console.error(
      `✖ The 1-minute load average is ${one.toFixed(2)}, over ${MAX_LOAD_AVERAGE}: other work is running, so the figures would be low and noisy and are not recorded. Run again on a quiet machine, or pass --dry-run to try the benchmark without recording it.`,
    );
    process.exit(2);
  }
  return true;
}

/**
 * Waits (up to `maxSeconds`) for the 1-minute load average to fall to the quiet threshold: the
 * average lags, so right after one benchmark it still counts that benchmark's own load.
 */
export async function waitForLoadToSettle(maxSeconds = 180) {
  const deadline = Date.now() + maxSeconds * 1000;
  while (loadavg()[0] > MAX_LOAD_AVERAGE * 0.8 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Median, minimum and maximum of repeated measurements of one figure. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

/** "12 (10–13)": a median with its range, for the Markdown tables. */
export function formatSpread(s, unit = '', digits = 0) {
  if (!s) return '-';
  const f = (n) => `${Number(n).toFixed(digits)}${unit}`;
  return s.min === s.max ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

/** A fresh PostgreSQL database for one run; `drop()` removes it. */
export async function createBenchDatabase(adminUrl) {
  const name = `shop_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  // A production PostgreSQL runs autovacuum (the default); this machine's is set off, so over a
  // long run nothing analyses or vacuums the bench's tables unless the server says otherwise.
  const autovacuum = (await admin.query('show autovacuum')).rows[0]?.autovacuum ?? 'unknown';
  if (autovacuum !== 'on') {
    console.warn(
      `⚠ PostgreSQL autovacuum is ${autovacuum} on this server (production runs it): tables are neither analysed nor vacuumed during the run.`,
    );
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    autovacuum,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Starts `node --import tsx src/main.ts` in production mode pinned to `core`. */
export async function startApp({ port, core = 0, databaseUrl, env = {}, nodeArgs = [] }) {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const [command, args] = pinned(core, process.execPath, [
    ...nodeArgs,
    '--import',
    'tsx',
    join(ROOT, 'src/main.ts'),
  ]);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      RATE_LIMITS: 'false',
      // Production with DATABASE_URL runs the sandbox store only when asked.
      SHOPIFY_SANDBOX: 'true',
      SEED_DEMO_ADMIN: 'false',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      SHOPIFY_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += String(d);
  });
  child.stderr.on('data', (d) => {
    output += String(d);
  });
  // Generous: a first start migrates and seeds the database (minutes on a busy machine).
  const deadline = Date.now() + 600_000;
  while (!/is running on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`app exited: ${output}`);
    if (Date.now() > deadline) {
      // Never leave a server behind on the bench port.
      child.kill('SIGTERM');
      throw new Error(`app did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    /** What the server has printed so far (for a failed run's report). */
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes a run: bench/results/<name>-<date>.json|.md and <name>-latest.md when recordable; a dry
 * run goes to bench/tmp/<name>-dry-run-<date>.* marked NOT RECORDABLE, and leaves -latest alone.
 */
export function writeResults(name, json, summary, recordable = true) {
  const dir = recordable ? RESULTS_DIR : join(ROOT, 'bench/tmp');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const base = join(dir, `${name}-${recordable ? '' : 'dry-run-'}${stamp}`);
  const text = recordable
    ? summary
    : `> NOT RECORDABLE: dry run (--dry-run), started on a machine that was not quiet.\n\n${summary}`;
  writeFileSync(`${base}.json`, `${JSON.stringify({ recordable, ...json }, null, 2)}\n`);
  writeFileSync(`${base}.md`, `${text}\n`);
  if (recordable) writeFileSync(join(dir, `${name}-latest.md`), `${text}\n`);
  return base;
}

export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  const value = (text) => (Number.isNaN(Number(text)) ? text : Number(text));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (m) out[m[1]] = value(m[2]);
    else if (/^--[a-z-]+$/.test(arg)) {
      // `--count 100000` as well as `--count=100000`; a flag alone (`--dry-run`) is true.
      const next = argv[i + 1];
      const name = arg.slice(2);
      if (next !== undefined && !next.startsWith('--') && typeof defaults[name] === 'number') {
        out[name] = value(next);
        i += 1;
      } else out[name] = true;
    } else throw new Error(`unknown argument ${arg} (options are --name=value, or --dry-run)`);
  }
  return out;
}

/** Runs autocannon on core 1 (`headers` as autocannon's -H arguments); returns its JSON result. */
export function autocannon(url, { connections, seconds, headers = [] }) {
  const [command, args] = pinned(1, process.execPath, [
    join(ROOT, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headers,
    url,
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      resolve(JSON.parse(out));
    });
  });
}

/** The raw node:http ceiling (bench/raw-server.mjs, a constant JSON) on core 0. */
export async function startRaw(port) {
  const [command, args] = pinned(0, process.execPath, [
    join(ROOT, 'bench/raw-server.mjs'),
    String(port),
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * Exits unless a production build is there (dist/web/index.html, and dist/ssr/entry-server.js
 * at least as new): without it every page is the "not built" placeholder, which the page cache
 * never keeps (pages/spa.ts), so a "cached" figure would measure a render of a 4 KB stub instead.
 */
export function requireBuild() {
  const index = join(ROOT, 'dist/web/index.html');
  const ssr = join(ROOT, 'dist/ssr/entry-server.js');
  if (!existsSync(index) || !existsSync(ssr) || statSync(ssr).mtimeMs < statSync(index).mtimeMs) {
    console.error(
      '✖ No current production build (dist/web and dist/ssr): run `npm run build:web` first. Without it no page is cached and every figure measures the unbuilt placeholder page.',
    );
    process.exit(2);
  }
}

/** Throws unless `url` answers 200 with `X-Cache: <expected>` (a cached row must measure hits). */
export async function expectCacheStatus(url, expected, headers = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const seen = res.headers.get('x-cache');
  if (res.status !== 200 || seen !== expected) {
    throw new Error(`${url} answered ${res.status} with X-Cache ${seen}, not ${expected}`);
  }
}
