import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ApiResult<T = unknown> = { status: number; body: T; headers: Record<string, unknown> };

/**
 * Page loaders call the public API in process (docs/decisions/0005-loaders-call-the-api.md): the same validation,
 * authorization and shapes as the browser gets, with the visitor's cookies, language and address passed along.
 */
export function createInProcessApi(app: FastifyInstance, request: FastifyRequest) {
  return async function api<T = unknown>(
    path: string,
    init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; locale?: string } = {},
  ): Promise<ApiResult<T>> {
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: {
        'accept-language': init.locale ?? request.headers['accept-language'] ?? 'en',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
    });
    const text = response.body;
    let body: unknown = text;
    if ((response.headers['content-type'] ?? '').toString().includes('json') && text) body = JSON.parse(text);
    return { status: response.statusCode, body: body as T, headers: response.headers };
  };
}
