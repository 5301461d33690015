import { createLogger, type Logger } from '../platform/logger.ts';

/** What the apps under test logged at warn level or above since the last look, as "message (error)". */
const logged: string[] = [];

/**
 * The logger for an app under test: silent below warn, and every warning or error it writes is kept for the test
 * hooks (`setup/fail-on-warnings.ts`), which fail the test it happened in. Fastify logs a reply sent twice, a stream
 * that broke and an unhandled error this way only, so without it a test meeting one would still pass.
 */
export function watchedLogger(): Logger {
  return createLogger({ level: 'warn', stream: { write: (line) => void logged.push(summaryOf(line)) } });
}

/** Takes what was logged since the last call. */
export function takeLoggedWarnings(): string[] {
  return logged.splice(0);
}

function summaryOf(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
  const error = entry.err?.stack ?? entry.err?.message;
  return error && error !== entry.msg ? `${entry.msg}\n${error}` : (entry.msg ?? line);
}
