// Checks that the build's art (dist/web/media, from `vite build`) is, byte for byte, what the
// server drew per request before the art moved to the build: it extracts `src` and `content` of
// the last commit with the request-time renderers (src/server/media/*-art.ts), asks its /media
// routes for every image they drew (each seed product's images 1–5, every scene, portrait,
// ingredient and cup) and compares the answers with the built files; it also names any built
// file the old routes did not draw. Run after `npx vite build`:
//   npx tsx scripts/art/compare-with-request-time.mts [<commit with src/server/media/product-art.ts>]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const OLD_RENDERER = 'src/server/media/product-art.ts';

function requestTimeCommit(): string {
  if (process.argv[2]) return process.argv[2];
  const removal = git('log', '-1', '--diff-filter=D', '--format=%H', '--', OLD_RENDERER);
  return removal ? `${removal}^` : 'HEAD';
}

const commit = requestTimeCommit();
const built = join(root, 'dist/web/media');
if (!existsSync(built)) throw new Error('No dist/web/media: run `npx vite build` first.');
// Inside node_modules, so the old sources resolve this checkout's packages.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const old = mkdtempSync(join(root, 'node_modules/.cache/art-request-time-'));
try {
  execFileSync('sh', ['-c', `git archive "$0" src content | tar -x -C "$1"`, commit, old], {
    cwd: root,
  });
  const from = (path: string) => import(join(old, path));
  const { mediaRoutes } = await from('src/server/media/routes.ts');
  const { SEED_PRODUCTS } = await from('src/server/seed/catalogue-data.ts');
  const { SCENE_NAMES } = await from('src/server/media/scene-art.ts');
  const { PERSON_COUNT } = await from('src/server/media/person-art.ts');
  const { INGREDIENT_KEYS } = await from('src/server/media/ingredient-art.ts');
  const { CUP_SLUGS } = await from('src/server/media/cup-art.ts');
  const { PRODUCT_IMAGE_COUNT } = await from('src/server/media/product-art.ts');

  const paths = new Set<string>();
  for (const { handle } of SEED_PRODUCTS as { handle: string }[]) {
    for (let n = 1; n <= PRODUCT_IMAGE_COUNT; n++) paths.add(`products/${handle}/${n}.svg`);
  }
  for (const name of SCENE_NAMES as string[]) paths.add(`scenes/${name}.svg`);
  for (let n = 1; n <= PERSON_COUNT; n++) paths.add(`people/${n}.svg`);
  for (const key of INGREDIENT_KEYS as string[]) paths.add(`ingredients/${key}.svg`);
  for (const size of CUP_SLUGS as string[]) paths.add(`cups/${size}.svg`);

  const problems: string[] = [];
  for (const path of paths) {
    const answer = await mediaRoutes.request(`/${path}`);
    const file = join(built, path);
    if (answer.status !== 200) problems.push(`${path}: the old route answered ${answer.status}`);
    else if (!existsSync(file)) problems.push(`${path}: not built`);
    else if (!Buffer.from(await answer.arrayBuffer()).equals(readFileSync(file))) {
      problems.push(`${path}: differs`);
    }
  }
  const extra = (readdirSync(built, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.svg') && !paths.has(name))
    .map((name) => `${name}: built, but not drawn by the old routes`);
  problems.push(...extra);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else {
    console.log(`${paths.size} images identical to the request-time art of ${commit}.`);
  }
} finally {
  rmSync(old, { recursive: true, force: true });
}
