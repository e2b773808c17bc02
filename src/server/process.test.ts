import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from './lib/project-root';

const root = findProjectRoot();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += String(d);
  });
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForOutput(get: () => string, pattern: RegExp, child: ChildProcess) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (pattern.test(get())) return;
    if (child.exitCode !== null) throw new Error(`server exited early: ${get()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}: ${get()}`);
}

describe('the server process', () => {
  it('stops at start-up with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'three-thousand' });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.output().stderr).toContain('Invalid environment configuration');
    expect(server.output().stderr).toContain('PORT');
  }, 150_000);

  it('lets an in-flight request finish on SIGTERM, then exits cleanly', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = startServer({
      PORT: port,
      ENABLE_TEST_ROUTES: 'true',
      NODE_ENV: 'production',
      SEED_DEMO_ADMIN: 'false',
    });
    await waitForOutput(() => server.output().stdout, /is running on/, server.child);
    const slow = fetch(`http://127.0.0.1:${port}/api/test/slow?ms=1500`);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slept: 1500 });
    expect(await server.exited).toBe(0);
    // New connections are refused after shutdown.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 200_000);
});
