import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `@/` alias of tsconfig.json, for every project below (each extends this root config).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('src/', import.meta.url)) }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'eslint/**/*.test.js', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The client's stateful components in a simulated DOM, their requests answered by the
          // test (tests/support/fake-api.ts).
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
          // Above Testing Library's 5 s wait (component-setup.ts), so a wait that fails says what.
          testTimeout: 15_000,
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
          // Each file builds its own app on its own database copy and closes it: nothing of a file
          // outlives it but the module cache, which the next file in the worker reuses instead of
          // importing the server again (about 1.5 s of CPU a file on this machine).
          isolate: false,
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
          fileParallelism: false,
          // As integration: one worker imports the server and the test support once, not per file
          // (import time of the 37 files: 51 s for 6 of them isolated, 14 s for all 37 not).
          isolate: false,
          // Alone, after the integration and reliability files: a browser test's waits assume a
          // machine not busy with two integration workers (run beside them, a hover's popover
          // missed its 5 s on CI's two cores).
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
