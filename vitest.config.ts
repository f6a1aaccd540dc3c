import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `@/` alias of tsconfig.json, for every project below (each extends this root config).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('src/', import.meta.url)) }],
  },
  test: {
    // Vitest's default on a 2-core machine (CI's) is one worker: every file would run after the
    // other. The tests mostly wait on PostgreSQL, the app and Chromium; two files at once keep both
    // cores busy. Projects with the same groupOrder must share this number.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'eslint/**/*.test.js'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Load and failure runs start app processes and load the machine: alone, after the rest.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A browser on a busy CI machine can take longer than the default second to settle.
          expect: { poll: { timeout: 5000, interval: 50 } },
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // Two browser files at once (each its own app, database and Chromium), after the load and
          // failure runs, never beside the integration files.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
