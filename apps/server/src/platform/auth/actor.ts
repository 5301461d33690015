import { can, type Locale, type Permission, type RoleName } from '@hushwork/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { decorateLazily } from '../http/lazy-request-property.ts';

/** Who is acting and in which language; every use case receives one and checks it first. */
export type Actor = {
  role: RoleName;
  user_id: number | null;
  locale: Locale;
  session_id: number | null;
  is_email_verified: boolean;
  /** How the credentials came: cookie requests that change state must come from our own origin. */
  via: 'bearer' | 'cookie' | null;
  /** In a "log in as" session, the admin acting as this user; absent or null otherwise. */
  impersonator_user_id?: number | null;
};

export const guestActor = (locale: Locale): Actor => ({
  role: 'guest',
  user_id: null,
  locale,
  session_id: null,
  is_email_verified: false,
  via: null,
});

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

/** `request.actor`: the signed-in user once authentication set it, else a guest in the request's language. */
export const decorateActor = (app: FastifyInstance) =>
  decorateLazily(app, 'actor', (request) => guestActor(request.locale));

export function requirePermission(actor: Actor, permission: Permission): void {
  if (can(actor.role, permission)) return;
  throw new AppError(actor.role === 'guest' ? 'UNAUTHORIZED' : 'FORBIDDEN');
}

/** A signed-in user; throws 401 for guests (the web then sends them to /login). */
export function requireUser(actor: Actor): Actor & { user_id: number; session_id: number } {
  if (actor.user_id === null || actor.session_id === null) throw new AppError('UNAUTHORIZED');
  return actor as Actor & { user_id: number; session_id: number };
}
