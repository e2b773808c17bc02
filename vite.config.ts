import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintGroups } from './scripts/vite/first-paint-chunks.ts';
import { generatedArt } from './scripts/vite/generated-art.ts';
import { lucideIconImports } from './scripts/vite/lucide-icon-imports.ts';
import { PREACT_ALIASES } from './scripts/vite/preact-aliases.ts';
import { precompressAssets } from './scripts/vite/precompress-assets.ts';
import { failOnUndefinedImports } from './scripts/vite/undefined-imports.ts';

// The SPA lives in src/web; the API server (src/server) serves the built files from dist/web and
// server-renders public pages with dist/ssr/entry-server.js. `builder: {}` makes `vite build`
// build both environments (client first, then the server render), so every caller of
// `vite build` (npm start, npm test, npm run build:web) gets a matching pair.
// React is aliased to Preact (scripts/vite/preact-aliases.ts); the build fails on a React API
// Preact lacks (scripts/vite/undefined-imports.ts). The SVG art is rendered into dist/web/media
// (scripts/vite/generated-art.ts).
export default defineConfig({
  root: 'src/web',
  resolve: { alias: PREACT_ALIASES },
  publicDir: '../../public',
  plugins: [lucideIconImports(), react(), tailwindcss(), generatedArt(), precompressAssets()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The page, and the early-taps script: an entry of its own that the server puts in
          // every page's head as an async classic script (src/web/early-taps.ts).
          input: {
            index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
            'early-taps': fileURLToPath(new URL('src/web/early-taps.ts', import.meta.url)),
          },
          onLog: failOnUndefinedImports,
          output: {
            codeSplitting: {
              groups: [
                // The runtime every page needs, in one request rather than five.
                {
                  name: 'runtime',
                  test: /node_modules[\\/](preact|react-router|@tanstack|cookie|set-cookie-parser)/,
                  priority: 4,
                },
                // The browser's first paint in few requests; the server render needs no grouping.
                ...firstPaintGroups(),
              ],
            },
          },
        },
      },
    },
    ssr: {
      // Bundled, so that react-router, TanStack Query and Radix resolve `react` to preact/compat too.
      resolve: { noExternal: true },
      build: {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        target: 'node24',
        rollupOptions: { input: 'entry-server.tsx', onLog: failOnUndefinedImports },
      },
    },
  },
  builder: {},
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
});
