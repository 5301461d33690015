import { defineConfig } from 'vitest/config';

/**
 * Checks that need the built web app (`npm run build`): the first-load JavaScript budget and the cost of a rendered
 * page. `npm run test:e2e` runs them right after its build; without a build they fail and say so.
 */
export default defineConfig({
  test: {
    name: 'after-build',
    // With TEST_REPORT_DIR set (`.ci/run`), a JSON report for scripts/slowest-tests.mjs too.
    reporters: process.env.TEST_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/after-build.json` }]]
      : ['default'],
    include: ['apps/**/*.build-check.ts'],
    exclude: ['**/node_modules/**', '**/build/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // A deprecation warning, or a warning an app under test logs, fails the test it happened in.
    setupFiles: [
      'apps/server/src/test/setup/fail-on-deprecations.ts',
      'apps/server/src/test/setup/fail-on-logged-warnings.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
