import type { Endpoint, TBodyOf, TErrorResponse, TParamsOf, TQueryOf, TResponseOf } from '@hushwork/contract';
import { pathOf } from '@hushwork/contract/endpoint-path';

/** How a call reaches the server: in process from a loader (context.api), or fetch from the browser. */
export type ApiTransport = (
  path: string,
  init: { method: Endpoint['method']; body?: unknown; locale?: string; signal?: AbortSignal },
) => Promise<{ status: number; body: unknown }>;

/** A part is optional when the endpoint has none, or when every field of it is optional (a query of filters). */
type Optional<K extends string, T> = T extends undefined
  ? { [P in K]?: undefined }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** A call that takes files is sent as the browser's own form: its body is a `FormData` with the schema's fields. */
type BodyOf<E extends Endpoint> = E['contentType'] extends 'multipart/form-data' ? FormData : TBodyOf<E>;

/** The inputs an endpoint takes: a key is required exactly when the endpoint has that part. */
export type ApiInput<E extends Endpoint> = Optional<'params', TParamsOf<E>> &
  Optional<'query', TQueryOf<E>> &
  Optional<'body', BodyOf<E>> & { locale?: string; signal?: AbortSignal };

/** What a call answers on success: the envelope's `data`. */
export type ApiData<E extends Endpoint> = TResponseOf<E> extends { data: infer D } ? D : TResponseOf<E>;

export type ApiAnswer<E extends Endpoint> =
  | { ok: true; status: number; data: ApiData<E> }
  | { ok: false; status: number; error: TErrorResponse };

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isErrorEnvelope = (body: unknown): body is TErrorResponse =>
  typeof body === 'object' && body !== null && typeof (body as TErrorResponse).code === 'string';

/**
 * The one way the web calls the API: the endpoint brings its path and method, so no page spells an `/api/` string,
 * and the answer is typed by the endpoint's response schema.
 */
export async function callApi<E extends Endpoint>(
  transport: ApiTransport,
  endpoint: E,
  input: ApiInput<E>,
): Promise<ApiAnswer<E>> {
  const path =
    pathOf(endpoint.path, input.params as Record<string, string | number> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined);
  const answer = await transport(path, {
    method: endpoint.method,
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return answerOf<E>(answer);
}

/**
 * Reads a transport's answer as the endpoint's: its `data` on success (the server serialized it with the endpoint's
 * response schema, so it is not parsed again), else the error envelope.
 */
export function answerOf<E extends Endpoint>({ status, body }: { status: number; body: unknown }): ApiAnswer<E> {
  if (status >= 200 && status < 300) {
    const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
    return { ok: true, status, data: data as ApiData<E> };
  }
  const error: TErrorResponse = isErrorEnvelope(body)
    ? body
    : { message: typeof body === 'string' ? body : '', code: status === 404 ? 'NOT_FOUND' : 'INTERNAL_SERVER_ERROR' };
  return { ok: false, status, error };
}
