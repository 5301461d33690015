import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { requestSerializer } from './http/log-redaction.ts';

/** The process's one logger (JSON lines): Fastify logs requests through it, and the jobs and the shutdown use it (ADR 0021). */
export type Logger = FastifyBaseLogger;

export function createLogger(options: { level: string; stream?: { write(line: string): void } }): Logger {
  return pino(
    {
      level: options.level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: requestSerializer,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    options.stream ?? pino.destination(1),
  );
}
