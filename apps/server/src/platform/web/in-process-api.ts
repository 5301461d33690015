import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_ACTOR_HEADER } from './page-actor.ts';

export type ApiResult<T = unknown> = { status: number; body: T; headers: Record<string, unknown> };

/**
 * Page loaders call the public API in process (docs/decisions/0005-loaders-call-the-api.md): the same validation,
 * authorization and shapes as the browser gets, with the visitor's cookies, language and address passed along.
 */
export function createInProcessApi(
  app: FastifyInstance,
  request: FastifyRequest,
  forwardedHeaders: readonly string[] = [],
  /** The page's handed-down actor (page-actor.ts): its calls skip authenticating the same session again. */
  pageActorTicket?: string,
) {
  return async function api<T = unknown>(
    path: string,
    init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; locale?: string } = {},
  ): Promise<ApiResult<T>> {
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: path,
      // The same socket address and forwarding headers as the visitor's request, so the API derives the same client
      // address (rate limits, logs) and trusts a proxy's headers exactly when it would for the original request.
      remoteAddress: request.socket.remoteAddress ?? request.ip,
      headers: {
        ...forwarded(request, forwardedHeaders),
        'accept-language': init.locale ?? request.headers['accept-language'] ?? 'en',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(pageActorTicket ? { [PAGE_ACTOR_HEADER]: pageActorTicket } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
    });
    const type = (response.headers['content-type'] ?? '').toString();
    const text = response.body;
    let body: unknown = text;
    if (type.includes('json') && text) body = JSON.parse(text);
    // A file (a resume's PDF a page hands on) stays bytes: read as text it would be mangled.
    else if (type.startsWith('application/') && !type.includes('xml')) body = response.rawPayload;
    return { status: response.statusCode, body: body as T, headers: response.headers };
  };
}

/** A proxy's headers, passed on as they came: the API believes them only from a trusted proxy's address. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

function forwarded(request: FastifyRequest, names: readonly string[]) {
  const headers: Record<string, string> = {};
  for (const name of [...FORWARDING_HEADERS, 'user-agent', ...names]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
