import { isRouteErrorResponse } from 'react-router';
import type { Logger } from '../logger.ts';

/**
 * Where errors of the pages go (React Router's `handleError`, the renderer's late errors): the process's logger, as
 * JSON lines like every other. A refusal of a client's mistake (405 for a GET to a form-only page, 404) is the
 * client's, not ours: one info line without a stack. Everything else is an error with its stack, in JSON.
 */
export function reportPageError(log: Logger, error: unknown): void {
  // React Router keeps the Error behind a refusal it made itself in a field of its own.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info(
      { status: error.status, reason: cause instanceof Error ? cause.message : error.statusText },
      'page request refused',
    );
    return;
  }
  log.error({ err: cause ?? error }, 'page error');
}
