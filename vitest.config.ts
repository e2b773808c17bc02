import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/vite/preact-aliases.ts';

// Two projects, picked by file name: `unit` (pure src/core and web logic, and server rules that
// need no database, `*.unit.test.ts`; fast) and `integration` (every other `src/server` test: the
// real app over HTTP against a fresh database per test file, see src/server/test/harness.ts; the
// Shopify sandbox's tests in src/sandbox are picked the same way).
// Skips are loud: skip-report.ts names every skipped suite after a run and, with CI=true, fails
// it; the integration project's global setup fails a CI run at once when PostgreSQL or Redis is
// missing (src/server/test/services.ts).
export default defineConfig({
  test: {
    reporters: ['default', './src/server/test/skip-report.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          // Components render on Preact, as in the browser and the server render.
          include: [
            'src/core/**/*.test.ts',
            'src/web/**/*.test.ts',
            'src/web/**/*.test.tsx',
            'scripts/**/*.test.ts',
            // Server rules that need no database, network or app: named *.unit.test.ts.
            'src/server/**/*.unit.test.ts',
            'src/sandbox/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Projects with different maxWorkers need their own groups (vitest refuses a bare
          // `vitest run` otherwise): the unit files run first, then the integration files.
          sequence: { groupOrder: 0 },
        },
        resolve: { alias: PREACT_ALIASES },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'src/sandbox/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts', 'src/sandbox/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          setupFiles: ['src/server/test/setup.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
