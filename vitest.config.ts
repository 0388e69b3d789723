import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every suite: the domain rules, the API (against a real database) and the web app.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on a 2-core CI machine, which leaves a
    // core idle while an API test waits on its database. Two files at a time took 0.72x the time (decision 0043).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
