import { defineConfig } from 'vitest/config';

// One run covers every suite: the domain rules, the API (against a real database) and the web app.
export default defineConfig({
  test: {
    // Two test files at a time on a two-core machine (vitest's default there is one): 0.72x the time (decision 0043).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      'apps/web/vitest.config.ts*',
    ],
  },
});
