import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
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
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/main.ts')], {
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

  it('refuses to start in production with the test routes on', async () => {
    const server = startServer({
      PORT: String(20000 + Math.floor(Math.random() * 20000)),
      NODE_ENV: 'production',
      ENABLE_TEST_ROUTES: 'true',
      SEED_DEMO_ADMIN: 'false',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      'ENABLE_TEST_ROUTES: refused in production (NODE_ENV=production); test servers run with NODE_ENV=test',
    );
  }, 150_000);

  it('renders the home, shop and first product page before it listens: its first shoppers get them from the page cache', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = startServer({ PORT: port, NODE_ENV: 'test', SEED_DEMO_ADMIN: 'false' });
    try {
      await waitForOutput(() => server.output().stdout, /is running on/, server.child);
      const first = async (path: string) => {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { accept: 'text/html' },
        });
        await res.arrayBuffer();
        return [res.status, res.headers.get('x-cache')];
      };
      expect(await first('/')).toEqual([200, 'HIT']);
      expect(await first('/shop')).toEqual([200, 'HIT']);
      // The seeded catalogue's first product (content/catalogue).
      expect(await first('/product/black-seed-oil')).toEqual([200, 'HIT']);
      // A page not warmed is rendered for its first shopper.
      expect(await first('/product/manuka-honey-mgo-263')).toEqual([200, 'MISS']);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 200_000);

  it('lets an in-flight request finish on SIGTERM, then exits cleanly', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = startServer({
      PORT: port,
      ENABLE_TEST_ROUTES: 'true',
      // The test routes are refused in production (config.ts); the production build otherwise.
      NODE_ENV: 'test',
      SEED_DEMO_ADMIN: 'false',
    });
    await waitForOutput(() => server.output().stdout, /is running on/, server.child);
    const slow = fetch(`http://127.0.0.1:${port}/api/test/slow?ms=1500`);
    // SIGTERM only once the request is in the server's hands (not after a guessed delay).
    await waitForOutput(() => server.output().stdout, /slow request arrived/, server.child);
    server.child.kill('SIGTERM');
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slept: 1500 });
    expect(await server.exited).toBe(0);
    // New connections are refused after shutdown.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 200_000);

  it('after SIGTERM closes keep-alive connections after their answer, resets none, and exits', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = startServer({
      PORT: String(port),
      ENABLE_TEST_ROUTES: 'true',
      NODE_ENV: 'test',
      SEED_DEMO_ADMIN: 'false',
    });
    await waitForOutput(() => server.output().stdout, /is running on/, server.child);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    type Answer = { status: number; connection: string | undefined; afterSigterm: boolean };
    const answers: Answer[] = [];
    const failures: string[] = [];
    let sigtermAt = 0;
    const get = (path: string) =>
      new Promise<Answer>((resolve, reject) => {
        const sentAfterSigterm = sigtermAt > 0;
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection,
                afterSigterm: sentAfterSigterm,
              }),
            );
          })
          .on('error', reject);
      });
    // Eight clients, each sending its next request on its kept-alive connection as soon as the
    // last is answered, until a new connection is refused (the server no longer listens).
    const lastAnswers: Answer[] = [];
    const client = async (path: string) => {
      let last: Answer | undefined;
      for (;;) {
        try {
          last = await get(path);
          answers.push(last);
        } catch (err) {
          if (last) lastAnswers.push(last);
          const code = (err as NodeJS.ErrnoException).code ?? String(err);
          if (code !== 'ECONNREFUSED') failures.push(`${code}: ${(err as Error).message}`);
          return;
        }
      }
    };
    const clients = [
      ...Array.from({ length: 7 }, () => client('/api/ping')),
      client('/api/test/slow?ms=400'),
    ];
    const deadline = Date.now() + 30_000;
    while (answers.length < 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(answers.length).toBeGreaterThanOrEqual(200);
    sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    const code = await server.exited;
    const exitedAfterMs = Date.now() - sigtermAt;
    agent.destroy();

    expect(failures).toEqual([]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Requests kept coming on open connections after SIGTERM; each connection ended with an
    // answer saying Connection: close (one per client), and no answer after it.
    expect(answers.filter((a) => a.afterSigterm).length).toBeGreaterThan(0);
    expect(lastAnswers.map((a) => a.connection)).toEqual(lastAnswers.map(() => 'close'));
    expect(answers.filter((a) => a.connection === 'close')).toHaveLength(8);
    expect(code).toBe(0);
    // Well inside the 15 s grace: nothing held the process open.
    expect(exitedAfterMs).toBeLessThan(5_000);
  }, 200_000);
});
