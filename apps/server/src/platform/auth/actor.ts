import { can, type Locale, type Permission, type RoleName } from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';
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
export function resolveActor(request: FastifyRequest) {
  request.actor = { role: 'guest', user_id: null, locale: request.locale };
}
