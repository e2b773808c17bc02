import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The levels of the precompressed assets; scripts/check-bundle-budget.mjs measures these files. */
const ASSET_BROTLI_QUALITY = 11;
const ASSET_GZIP_LEVEL = 9;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) copies of every compressible file of 1 KB or more
 * in dist/web/assets, once at build time: the server sends them as they are (serveStatic's
 * `precompressed`) to browsers that accept them, so no asset is compressed per request and
 * browsers get brotli's smaller JS and CSS.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const dir = join(options.dir ?? 'dist/web', 'assets');
      const files = (await readdir(dir)).filter((f) => /\.(js|mjs|css|svg|json|txt)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
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

// The SPA lives in src/web; the API server (src/server) serves the built files from dist/web and
// server-renders public pages with dist/ssr/entry-server.js. `builder: {}` makes `vite build`
// build both environments (client first, then the server render), so every caller of
// `vite build` (npm start, npm test, npm run build:web) gets a matching pair.
// Preact (preact/compat) stands in for React DOM in the browser and the server render: the same
// components, a third of the runtime (for the 90 KB first-paint JS goal, docs/decisions.md
// "Storefront speed").
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: 'src/web',
  resolve: { alias: PREACT_ALIASES },
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The runtime every page needs, in one request rather than five.
            {
              name: 'runtime',
              test: /node_modules[\\/](preact|react-router|@tanstack|cookie|set-cookie-parser)/,
            },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Bundled, so that react-router, TanStack Query and Radix resolve `react` to preact/compat too.
      resolve: { noExternal: true },
      build: {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        target: 'node24',
        rollupOptions: { input: 'entry-server.tsx' },
      },
    },
  },
  builder: {},
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
});
