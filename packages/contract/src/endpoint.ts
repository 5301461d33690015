import type { z } from 'zod';
import { type APP_ERRORS, type AppErrorCode, errorsOf } from './app-errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as the OpenAPI document states it: `none` for public calls, `optional` where a session
 * changes the answer, `required` where a guest gets 401. Finer rules (roles, ownership) are the use case's checks.
 */
export type EndpointAuth = 'none' | 'optional' | 'required';

/**
 * One API call, defined once: the server registers its handler against it, the web calls it through the typed
 * client, forms parse with its body schema, and the OpenAPI document is generated from it.
 */
export type Endpoint = {
  method: HttpMethod;
  /** OpenAPI-style template: `/api/companies/{id}`. */
  path: string;
  summary: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  response: z.ZodType;
  /**
   * The codes its use cases may answer, with their statuses (`{ USER_BLOCKED: 403 }`); the platform's own
   * (validation, limits, malformed JSON, 401 on a call that needs a session) come implied.
   */
  errors: DeclaredErrors;
  /** Requests are JSON unless a call takes files. */
  contentType?: 'application/json' | 'multipart/form-data';
  /** The media types of a success that is a file, not JSON (`['image/webp']`); its `response` is then `ZBinary`. */
  responseTypes?: readonly string[];
};

/** Codes an endpoint declares, each with the one status `APP_ERRORS` gives it (`errorsOf` writes them). */
export type DeclaredErrors = { readonly [K in AppErrorCode]?: (typeof APP_ERRORS)[K] };

/**
 * A key of an endpoint's `errors` that is no code: `never`, so the literal fails the check. Object literals inferred
 * into a type parameter skip the excess-property check that would otherwise catch it.
 */
type KnownCodes<E extends Pick<Endpoint, 'errors'>> = {
  errors: { [K in keyof E['errors']]: K extends AppErrorCode ? unknown : never };
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E & KnownCodes<E>): E => endpoint;

/** What a domain's endpoints share: their tags and who may call most of them. */
type EndpointDefaults = Pick<Endpoint, 'tags' | 'auth'>;

/** One call's own fields; an `auth` of its own overrides the domain's. */
type EndpointFields = Omit<Endpoint, 'tags' | 'auth'> & { auth?: EndpointAuth };

/** The defaults with the call's own fields laid over them, as one flat type (what `defineEndpoint` would infer). */
type WithDefaults<D, E> = {
  readonly [K in keyof D | keyof E]: K extends keyof E ? E[K] : K extends keyof D ? D[K] : never;
};

/**
 * A domain's `defineEndpoint`: its tags and usual `auth` are given once (`endpointsOf({ tags: ['favorites'], auth:
 * 'required' })`), each call then states only its own fields and is the same endpoint as if written out whole.
 */
export const endpointsOf =
  <const D extends EndpointDefaults>(defaults: D) =>
  <const E extends EndpointFields>(endpoint: E & KnownCodes<E>): WithDefaults<D, E> =>
    ({ ...defaults, ...endpoint }) as WithDefaults<D, E>;

/** Codes any endpoint may answer without declaring them: they come from the platform, not from a use case. */
export const IMPLIED_ERRORS = errorsOf(
  'BAD_REQUEST',
  'INVALID_JSON',
  'VALIDATION_FAILED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
);

/** Every code an endpoint may answer, with its status: its own, the platform's, and 401 when it needs a session. */
export function answerableErrors(endpoint: Endpoint): Readonly<Record<string, number>> {
  return {
    ...IMPLIED_ERRORS,
    ...(endpoint.auth === 'required' ? errorsOf('UNAUTHORIZED') : {}),
    ...endpoint.errors,
  };
}

/** The statuses of the client errors an endpoint may answer, for the OpenAPI document's responses. */
export function clientErrorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set(Object.values(answerableErrors(endpoint)).filter((status) => status < 500));
  return [...statuses].sort((a, b) => a - b);
}

export type TParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type TQueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type TBodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type TResponseOf<E extends Endpoint> = z.output<E['response']>;

export { operationIdOf, pathOf, routePathOf } from './endpoint-path.ts';
