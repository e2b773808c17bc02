import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The levels of the precompressed assets; scripts/check-bundle-budget.mjs measures these files. */
const ASSET_BROTLI_QUALITY = 11;
const ASSET_GZIP_LEVEL = 9;
/** The folders of dist/web whose files are sent precompressed. */
const PRECOMPRESSED_DIRS = ['assets', 'media'];

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) copies of every compressible file of 1 KB or more
 * in dist/web/assets and dist/web/media (the generated art, scripts/vite/generated-art.ts), once at
 * build time: the server sends them as they are (serveStatic's
 * `precompressed`) to browsers that accept them, so no asset is compressed per request and
 * browsers get brotli's smaller JS and CSS.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist/web';
      const files = (
        await Promise.all(
          PRECOMPRESSED_DIRS.map((dir) =>
            readdir(join(outDir, dir), { recursive: true }).then((names) =>
              names.map((name) => join(outDir, dir, name)),
            ),
          ),
        )
      )
        .flat()
        .filter((f) => /\.(js|mjs|css|svg|json|txt)$/.test(f));
      await Promise.all(
        files.map(async (path) => {
          const bytes = await readFile(path);
          if (bytes.byteLength < 1024) return;
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: ASSET_BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            }),
            gzipAsync(bytes, { level: ASSET_GZIP_LEVEL }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
