import { defineConfig } from 'vitest/config';

/**
 * unit: fast tests of pure code. int-*: integration tests, each file on a fresh migrated
 * database — always on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
 */
const intInclude = ['packages/*/src/**/*.int.test.ts', 'packages/*/test/**/*.int.test.ts'];
const intEngines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Pure code: a worker keeps the modules it has loaded between files (half of the unit
          // run's time was importing them anew); the few tests that stub globals restore them.
          isolate: false,
        },
      },
      ...intEngines.map((engine) => ({
        test: {
          name: `int-${engine}`,
          include: intInclude,
          environment: 'node',
          env: { HONORA_TEST_ENGINE: engine },
          globalSetup: ['packages/db/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Every file builds its own app on its own database, so a worker may keep the modules it
          // has loaded between files: importing the server anew for each file was a third of the
          // integration run's CPU (measured: 8 files, 125 s of CPU isolated, 74 s not).
          isolate: false,
        },
      })),
    ],
  },
});
