import { afterAll, afterEach } from 'vitest';
import { takeLoggedWarnings } from '../logged-warnings.ts';

/**
 * Fails the test during which an app under test (built with `watchedLogger()`) logged a warning or an error: Fastify
 * reports a reply sent twice ("Reply was already sent"), a stream that broke and an unhandled error only in its log,
 * so the response a test checks can look right while the server says something went wrong.
 */
function failOnLoggedWarnings() {
  const found = takeLoggedWarnings();
  if (found.length > 0) throw new Error(found.map((line) => `the app logged: ${line}`).join('\n\n'));
}

afterEach(failOnLoggedWarnings);
afterAll(failOnLoggedWarnings);
