import {
  type Endpoint,
  type HttpMethod,
  pathOf,
  type TBodyOf,
  type TParamsOf,
  type TQueryOf,
  type TResponseOf,
} from '@hushwork/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, newIp } from './identity-helpers.ts';

/** Who sends a request: their session, language and address, as a browser would carry them. */
export type Sender = {
  /** A bearer token; none (or null) calls as a guest. */
  token?: string | null | undefined;
  locale?: string;
  /** The client's address; one address unless given, so per-address limits count as they would for one browser. */
  ip?: string;
  headers?: Record<string, string>;
};

/** A request by URL: what a client may send that the contract cannot spell (a malformed id, a stray field). */
export type UrlCall = Sender & { method?: HttpMethod; payload?: object };

/** A part is optional when the endpoint has none, or when every field of it is optional (a query of filters). */
type Part<K extends string, T> = T extends undefined
  ? { [P in K]?: undefined }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What an endpoint takes, typed by its schemas, and who sends it. */
export type EndpointCall<E extends Endpoint> = Part<'params', TParamsOf<E>> &
  Part<'query', TQueryOf<E>> &
  Part<'body', TBodyOf<E>> &
  Sender;

/** The answer as a client notices it (status, headers, body); `data` is the envelope's, typed, on success. */
export type TestAnswer<E extends Endpoint> = LightMyRequestResponse & {
  data: TResponseOf<E> extends { data: infer D } ? D : TResponseOf<E>;
};

const headersOf = ({ token, locale = 'en', headers }: Sender) => ({
  'accept-language': locale,
  ...(token ? bearer(token) : {}),
  ...headers,
});

/** Light-my-request would send an absent filter as the word "undefined". */
const definedEntries = (query: object | undefined) =>
  query ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) : undefined;

/**
 * Requests to the app in process, as a client sends them. `api` calls an endpoint of the contract, so a test names the
 * call it means and its input is type-checked; `call` sends to a URL, for requests the contract would not let a client
 * build. `app` may be a getter, for kits made before the file's app exists. `addressPerRequest` sends each request
 * from an address of its own, for files that make more requests than one address may.
 */
export function testClient(
  app: FastifyInstance | (() => FastifyInstance),
  { addressPerRequest = false }: { addressPerRequest?: boolean } = {},
) {
  const appOf = () => (typeof app === 'function' ? app() : app);
  const addressOf = (ip: string | undefined) =>
    ip ? { remoteAddress: ip } : addressPerRequest ? { remoteAddress: newIp() } : {};

  const call = (url: string, { method = 'GET', payload, ip, ...sender }: UrlCall = {}) =>
    appOf().inject({ method, url, payload, headers: headersOf(sender), ...addressOf(ip) });

  async function api<E extends Endpoint>(endpoint: E, input: EndpointCall<E>): Promise<TestAnswer<E>> {
    const { params, query, body, ip, ...sender } = input as EndpointCall<Endpoint> & {
      params?: Record<string, string | number>;
      query?: object;
      body?: InjectOptions['payload'];
    };
    const response = await appOf().inject({
      method: endpoint.method,
      url: pathOf(endpoint.path, params),
      query: definedEntries(query) as InjectOptions['query'],
      payload: body,
      headers: headersOf(sender),
      ...addressOf(ip),
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const parsed = response.statusCode < 300 && isJson ? response.json() : undefined;
    return Object.assign(response, { data: parsed && 'data' in parsed ? parsed.data : parsed });
  }

  return { api, call };
}
