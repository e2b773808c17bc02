import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure src/core and web logic, fast) and `integration` (the real app over
// HTTP against a fresh database per test file, see src/server/test/harness.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/core/**/*.test.ts', 'src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          setupFiles: ['src/server/test/setup.ts'],
        },
      },
    ],
  },
});
