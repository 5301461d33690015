import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';

type Options = {
  graceMs: number;
  logger: Logger;
  exit?: (code: number) => void;
  /** The job queue: stopped once requests are done, so that no job starts against a closing database. */
  jobs?: { stop(timeoutMs?: number): Promise<void> };
  beforeClose?: () => Promise<void> | undefined;
};

/**
 * SIGTERM and SIGINT stop accepting connections, let in-flight requests finish, stop the job queue (jobs under way
 * get half the grace period to finish), run `beforeClose` (the mail outbox is flushed there), close the database,
 * then exit 0. A request still running after the grace period is abandoned
 * rather than holding a deploy forever; a second signal means the same, at once.
 */
export function installGracefulShutdown(app: FastifyInstance, database: Database, options: Options) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      options.logger.warn({ signal }, 'second signal during shutdown; exiting now');
      exit(1);
      return;
    }
    closing = true;
    options.logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      options.logger.error('shutdown grace period over; exiting');
      exit(1);
    }, options.graceMs);
    timer.unref();
    // Keep-alive connections turn idle as their last response ends; close them as they do, or close() waits on them.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(sweeper);
      // A job still running then is marked failed, and retried by the next process (handlers bear a second run).
      await options.jobs?.stop(options.graceMs / 2);
      await options.beforeClose?.();
      await database.close();
      exit(0);
    } catch (error) {
      options.logger.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
