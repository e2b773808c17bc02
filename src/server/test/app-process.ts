import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findProjectRoot } from '../lib/project-root';
import { findFreePort } from './instances';

/**
 * One production app process (as `npm start`) on a free port with its own data directory, its
 * whole output kept; resolves once it says it is running. `env` is added to the production
 * settings (the Shopify sandbox on, a pool of 4). `stop()` kills it (if still running) and
 * removes its data directory: register it with the test's cleanup.
 */
export async function startAppProcess(env: Record<string, string>) {
  const root = findProjectRoot();
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '4',
      SHOPIFY_SANDBOX: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = {
    port,
    child,
    output: '',
    base: `http://127.0.0.1:${port}`,
    exitCode: null as number | null,
    /** The exit code (null when killed by a signal). */
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  child.stdout?.on('data', (d) => {
    proc.output += String(d);
  });
  child.stderr?.on('data', (d) => {
    proc.output += String(d);
  });
  child.on('exit', (code, signal) => {
    proc.exitCode = code ?? (signal ? 128 : -1);
  });
  const deadline = Date.now() + 150_000;
  while (!/is running on/.test(proc.output)) {
    if (proc.exitCode !== null) throw new Error(`server exited early: ${proc.output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${proc.output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return proc;
}

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;
