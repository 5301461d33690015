import { system } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/route.ts';

export const systemRoutes =
  (database: Database): FastifyPluginAsync =>
  async (app) => {
    const startedAt = Date.now();
    // Probed constantly by load balancers: no request logs, and a 50-byte body gains nothing from compression.
    route(
      app,
      system.getHealth,
      async () => ({ data: { status: 'ok' as const, uptime_s: Math.round((Date.now() - startedAt) / 1000) } }),
      { compress: false },
    );
    route(app, system.getReady, async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { data: { status: 'ready' as const, database: 'ok' as const } };
    });
  };
