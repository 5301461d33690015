import { can, type Locale, type Permission, type RoleName } from '@hushwork/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';

/** Who is acting and in which language; every use case receives one and checks it first. */
export type Actor = { role: RoleName; user_id: number | null; locale: Locale };

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

export function requirePermission(actor: Actor, permission: Permission): void {
  if (can(actor.role, permission)) return;
  throw new AppError(actor.role === 'guest' ? 'UNAUTHORIZED' : 'FORBIDDEN');
}

/** Until accounts exist every caller is a guest; the identity domain replaces this resolution. */
export function registerActor(app: FastifyInstance) {
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', async (request) => {
    request.actor = { role: 'guest', user_id: null, locale: request.locale };
  });
}
