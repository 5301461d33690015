import { zSocketId } from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';

/** The `X-Socket-ID` a client sends with its calls (the id its socket was given), or null when none or not one. */
export function socketIdOf(request: FastifyRequest): string | null {
  const parsed = zSocketId.safeParse(request.headers['x-socket-id']);
  return parsed.success ? parsed.data : null;
}
