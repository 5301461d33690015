import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * `request[name]` worked out by `compute` on first read and kept for the rest of the request; a hook may set it
 * instead. Most requests (probes, assets, empty successes) never read some of what every request could need.
 */
export function decorateLazily<K extends keyof FastifyRequest>(
  app: FastifyInstance,
  name: K,
  compute: (request: FastifyRequest) => FastifyRequest[K],
) {
  const slot = Symbol(String(name));
  const slotOf = (request: FastifyRequest) => request as unknown as Record<symbol, FastifyRequest[K] | undefined>;
  const property = {
    getter(this: FastifyRequest): FastifyRequest[K] {
      slotOf(this)[slot] ??= compute(this);
      return slotOf(this)[slot] as FastifyRequest[K];
    },
    setter(this: FastifyRequest, value: FastifyRequest[K]) {
      slotOf(this)[slot] = value;
    },
  };
  // Fastify types a decorator's value through a conditional type that TypeScript cannot resolve for a generic name.
  app.decorateRequest(name, property as never);
}
