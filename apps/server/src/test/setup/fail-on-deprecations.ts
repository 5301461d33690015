import { afterAll, afterEach } from 'vitest';

/**
 * Fails the test during which the process warned of a deprecation: a dependency's API that its next major removes
 * (pg's queries queued on a busy client become an error in pg 9) only prints a line, and a suite that prints passes.
 *
 * Node emits a warning on the next tick, and `util.deprecate` warns only the first time per process; a test file
 * runs in a process of its own, so the first test that meets one fails, and afterAll catches one emitted last.
 */
const deprecations: string[] = [];
// A dependency's warning is raised ten frames deep in the dependency: the caller to blame is further up.
Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 40);
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning') deprecations.push(warning.stack ?? warning.message);
});

function failOnDeprecations() {
  const found = deprecations.splice(0);
  if (found.length > 0) throw new Error(found.map((stack) => `deprecation warning: ${stack}`).join('\n\n'));
}

afterEach(async () => {
  await new Promise((resolve) => setImmediate(resolve));
  failOnDeprecations();
});
afterAll(failOnDeprecations);
