// Shared helpers of the benchmarks: start the app (pinned to a core), a PostgreSQL database,
// machine facts, result files.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = join(ROOT, 'bench/results');

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

export function warnIfLoaded() {
  const [one] = loadavg();
  if (one > 1) {
    console.warn(
      `⚠ load average ${one.toFixed(2)}: other work is running, figures will be low and noisy.`,
    );
  }
}

/** A fresh PostgreSQL database for one run; `drop()` removes it. */
export async function createBenchDatabase(adminUrl) {
  const name = `shop_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Starts `node --import tsx src/server/main.ts` in production mode pinned to `core`. */
export async function startApp({ port, core = 0, databaseUrl, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const [command, args] = pinned(core, process.execPath, [
    '--import',
    'tsx',
    join(ROOT, 'src/server/main.ts'),
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
      // Production with DATABASE_URL runs the sandbox store only when asked (issue 15 item 6).
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
  const deadline = Date.now() + 180_000;
  while (!/is running on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`app exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`app did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function writeResults(name, json, summary) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const base = join(RESULTS_DIR, `${name}-${stamp}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(`${base}.md`, `${summary}\n`);
  writeFileSync(join(RESULTS_DIR, `${name}-latest.md`), `${summary}\n`);
  return base;
}

export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (const arg of argv) {
    const m = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (m) out[m[1]] = Number.isNaN(Number(m[2])) ? m[2] : Number(m[2]);
  }
  return out;
}
