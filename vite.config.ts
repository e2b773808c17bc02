import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web; the API server (src/server) serves the built files from dist/web and
// server-renders public pages with dist/ssr/entry-server.js. `builder: {}` makes `vite build`
// build both environments (client first, then the server render), so every caller of
// `vite build` (npm start, npm test, npm run build:web) gets a matching pair.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  environments: {
    ssr: {
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
