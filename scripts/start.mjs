// `npm start`: builds the SPA and its server render (one `vite build`: dist/web and dist/ssr) when
// either is missing or older than its sources, then runs ONE Node process in production mode (tsx
// runs the TypeScript server directly; no server bundle).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/web/index.html');
const builtServerEntry = join(root, 'dist/ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesMtime = Math.max(
  newestMtime(join(root, 'src/web')),
  newestMtime(join(root, 'src/core')),
  // The copy in content/ (product pages, legal, articles…) is bundled into the build.
  newestMtime(join(root, 'content')),
  // The SVG art is rendered into dist/web/media by the build (scripts/vite/generated-art.ts).
  newestMtime(join(root, 'scripts/art')),
  existsSync(join(root, 'public')) ? newestMtime(join(root, 'public')) : 0,
  statSync(join(root, 'vite.config.ts')).mtimeMs,
);
// Both outputs: a build interrupted between the client and the server render leaves one stale.
const isStale = () =>
  [builtIndex, builtServerEntry].some(
    (file) => !existsSync(file) || statSync(file).mtimeMs < sourcesMtime,
  );
if (isStale()) {
  // Several servers may start at once (parallel test runs): one builds, the others wait.
  const lockDir = join(root, 'dist/.build-lock');
  mkdirSync(join(root, 'dist'), { recursive: true });
  const deadline = Date.now() + 180_000;
  let locked = false;
  while (!locked) {
    try {
      mkdirSync(lockDir);
      locked = true;
    } catch {
      if (Date.now() > deadline || statSync(lockDir).mtimeMs < Date.now() - 180_000) {
        rmSync(lockDir, { recursive: true, force: true });
      } else {
        spawnSync('sleep', ['0.5']);
      }
    }
  }
  try {
    if (isStale()) {
      console.log('Building the web app…');
      const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (build.status !== 0) {
        rmSync(lockDir, { recursive: true, force: true });
        process.exit(build.status ?? 1);
      }
    }
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
