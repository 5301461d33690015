import { defineConfig } from 'vitest/config';

/** A deprecation warning, or a warning an app under test logs, fails the test it happened in. */
const failOnDeprecations = 'apps/server/src/test/setup/fail-on-deprecations.ts';
const failOnLoggedWarnings = 'apps/server/src/test/setup/fail-on-logged-warnings.ts';
/** With TEST_REPORT_DIR set (`.ci/run`), each run also writes a JSON report, which scripts/slowest-tests.mjs reads. */
const reportDir = process.env.TEST_REPORT_DIR;
const projectArg = process.argv.indexOf('--project');
const reportName = projectArg > 0 ? process.argv[projectArg + 1] : 'all';

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts', '**/build/**'],
          environment: 'node',
          setupFiles: [failOnDeprecations],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**', '**/build/**'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [failOnDeprecations, failOnLoggedWarnings],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite runs in this process; two workers on two cores keep memory and time in check.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
