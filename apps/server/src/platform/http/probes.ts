import type { FastifyInstance } from 'fastify';
import type { Logger } from '../logger.ts';

const PROBE_PATHS = new Set(['/api/health']);

/**
 * Load balancers probe liveness every few seconds. A probe writes no log lines (two per probe would drown the real
 * traffic), and so it gets no `x-request-id` either: the id exists to find a request's log lines.
 */
export function isProbe(url: string): boolean {
  const query = url.indexOf('?');
  return PROBE_PATHS.has(query === -1 ? url : url.slice(0, query));
}

/**
 * Keeps Fastify's request lines off the probe routes (ADR 0021). Registered before the routes, it gives each probe
 * route one silent logger, made once, as its `request.log`. A route-level `logLevel: 'silent'` would silence them
 * too, but Fastify would then build a pino child with its own level for every probe, which costs more than the
 * probe's own work (ADR 0011).
 */
export function silenceProbes(app: FastifyInstance, logger: Logger): void {
  const silent = logger.child({}, { level: 'silent' });
  app.addHook('onRoute', (route) => {
    if (PROBE_PATHS.has(route.url)) route.childLoggerFactory = () => silent;
  });
}
