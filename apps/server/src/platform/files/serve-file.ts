import type { FastifyReply } from 'fastify';
import type { StoredObject } from './storage.ts';

/** Ids are never reused and a stored variant never changes, so a cache may keep it for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A document is someone's own: no shared cache keeps it. */
export const PRIVATE = 'private, no-store';

/**
 * Streams a stored file with its sniffed type. `nosniff` keeps a browser from second-guessing that type, and the
 * sandboxing CSP keeps anything it might still render (an image opened on its own) from running script.
 */
export function sendStored(
  reply: FastifyReply,
  object: StoredObject,
  headers: { contentType: string; cacheControl: string; disposition?: string },
): FastifyReply {
  reply.headers({
    'content-type': headers.contentType,
    'content-length': String(object.size),
    'cache-control': headers.cacheControl,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    ...(headers.disposition ? { 'content-disposition': headers.disposition } : {}),
  });
  return reply.send(object.body);
}
