import { ZHealthResponse, ZReadyResponse } from '@hushwork/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';

export const systemRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const startedAt = Date.now();
    app.get(
      '/api/health',
      // Probed constantly by load balancers: no request logs, and a 50-byte body gains nothing from compression.
      {
        schema: { tags: ['system'], summary: 'Liveness', response: { 200: ZHealthResponse } },
        compress: false,
      },
      async () => ({ data: { status: 'ok' as const, uptime_s: Math.round((Date.now() - startedAt) / 1000) } }),
    );
    app.get(
      '/api/ready',
      { schema: { tags: ['system'], summary: 'Readiness: the database answers', response: { 200: ZReadyResponse } } },
      async () => {
        try {
          await database.ping();
        } catch {
          throw new AppError('SERVICE_UNAVAILABLE');
        }
        return { data: { status: 'ready' as const, database: 'ok' as const } };
      },
    );
  };
