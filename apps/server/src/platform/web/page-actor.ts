import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.ts';

/** Carries a page request's ticket on the loaders' in-process API calls. */
export const PAGE_ACTOR_HEADER = 'x-hushwork-page-actor';

/** Actors of the page requests being rendered, by ticket; a ticket lives only while its page renders. */
const handedDown = new Map<string, Actor>();

/**
 * Hands the actor the page request's own authentication found to the loaders' in-process calls, so a page costs one
 * session lookup however many loaders call the API. Returns the ticket those calls carry and its release.
 */
export function handDownActor(actor: Actor): { ticket: string; release: () => void } {
  const ticket = randomUUID();
  handedDown.set(ticket, actor);
  return { ticket, release: () => handedDown.delete(ticket) };
}

/**
 * The actor of the page that made this in-process call, in the call's own language; undefined for any other request.
 * A ticket counts only on an injected request (its socket is no network socket): a visitor who sends the header
 * from outside is authenticated like everyone else, and could not guess a live random ticket anyway.
 */
export function actorHandedDown(request: FastifyRequest): Actor | undefined {
  const ticket = request.headers[PAGE_ACTOR_HEADER];
  if (typeof ticket !== 'string' || request.raw.socket instanceof Socket) return undefined;
  const actor = handedDown.get(ticket);
  return actor && { ...actor, locale: request.locale };
}
