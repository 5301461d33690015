import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from '../logger.ts';

/**
 * Fastify runs without a logger of its own (ADR 0014): its request logging costs every request a child logger and
 * response listeners, a liveness probe included, which never writes a line. Requests that are logged get the same two
 * lines Fastify wrote, each with the request id, and a `request.log` that carries it.
 */
export function logRequest(logger: Logger, request: FastifyRequest, reply: FastifyReply) {
  // The id in the response is how support finds these lines.
  reply.header('x-request-id', request.id);
  const log = logger.child({ reqId: request.id });
  request.log = log;
  reply.log = log;
  log.info({ req: request }, 'incoming request');
  const startedAt = performance.now();
  let isFinished = false;
  reply.raw.once('finish', () => {
    isFinished = true;
    log.info({ res: reply, responseTime: performance.now() - startedAt }, 'request completed');
  });
  reply.raw.once('close', () => {
    if (!isFinished)
      log.info({ responseTime: performance.now() - startedAt }, 'request closed before its response was sent');
  });
}

/**
 * Fastify's own request lines stay off even where it would still write them (a route with an onResponse hook or a
 * handler timeout), through the `request.log` that `logRequest` set: those lines are `logRequest`'s alone.
 */
export class SilentRequestLogController extends LogController {
  override incomingRequest() {}
  override requestCompleted() {}
}
