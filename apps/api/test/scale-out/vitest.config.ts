import { defineConfig } from 'vitest/config';

// The multi-process test on its own (scripts/test.mjs runs it after the other suites): it starts real processes and
// nginx, so it is kept out of the parallel API project.
export default defineConfig({
  test: {
    name: 'scale-out',
    root: import.meta.dirname,
    include: ['*.scale-out.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
