import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FETCH, FETCH_ERRORS } from '@hushwork/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../http/app-error.ts';
import { refusedClassOf } from './public-address.ts';

/** What a caller takes: web pages, or feeds (JSON, JSON Feed, RSS, Atom). */
type FetchKind = 'html' | 'feed';

const TYPES_OF: Record<FetchKind, readonly string[]> = {
  html: ['text/html', 'application/xhtml+xml'],
  feed: [
    'application/json',
    'application/feed+json',
    'application/rss+xml',
    'application/atom+xml',
    'application/xml',
    'text/xml',
  ],
};
const ACCEPT_OF: Record<FetchKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  feed: 'application/feed+json,application/json,application/rss+xml,application/atom+xml,application/xml;q=0.9,text/xml;q=0.8',
};

type FetchedDocument = {
  /** Where it was found, after redirects. */
  url: string;
  /** The media type without parameters (`text/html`). */
  content_type: string;
  body: string;
};

/** An answer of the DNS: every address the name has (a name with any non-public one is refused whole). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type SafeFetcherOptions = {
  /** Smaller bounds for tests; production uses `FETCH`. */
  limits?: Partial<Record<'maxRedirects' | 'maxBytes' | 'timeoutMs', number>>;
  /** The resolver; tests answer names of their own. */
  resolve?: Resolve;
};

export type SafeFetcher = (url: string, options: { accept: readonly FetchKind[] }) => Promise<FetchedDocument>;

const isFetchError = (error: unknown): error is AppError => error instanceof AppError && error.code in FETCH_ERRORS;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NETWORK_ERRORS_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME']);

/** An http(s) URL, or the refusal saying why not. */
function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new AppError('FETCH_URL_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('FETCH_SCHEME_NOT_ALLOWED');
  return url;
}

/** The host as an IP literal (`[::1]` without brackets), or null for a name. */
const literalOf = (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
};

/**
 * Fetches public web pages and feeds for the import and the external-job feeds, and nothing else: http(s) only; the
 * address checked on the DNS answer the connection really uses (a lookup of our own handed to the socket, so a name
 * that resolves differently a second time gains nothing), again on the connected socket, and again for every
 * redirect, followed by hand; at most `maxRedirects` of them, `maxBytes` of body (by Content-Length, then counted as
 * it streams, after decompression) and `timeoutMs` from start to the last byte; only the media types the caller takes.
 * Every refusal is an AppError with its own FETCH_* code (`FETCH_ERRORS`).
 */
export function createSafeFetcher(
  config: Pick<Config, 'FETCH_ALLOW_LOOPBACK'>,
  options: SafeFetcherOptions = {},
): SafeFetcher {
  const limits = { ...FETCH, ...options.limits };
  const resolve = options.resolve ?? systemResolve;
  // Loopback is reachable by configuration only (FETCH_ALLOW_LOOPBACK, for tests); no caller can ask for it.
  const allowLoopback = config.FETCH_ALLOW_LOOPBACK === true;
  const check = (address: string) => {
    if (refusedClassOf(address, { allowLoopback }) !== null) throw new AppError('FETCH_ADDRESS_NOT_ALLOWED');
  };
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(new AppError('FETCH_HOST_NOT_FOUND'), '', 4);
        try {
          for (const { address } of addresses) check(address);
        } catch (error) {
          return callback(error as NodeJS.ErrnoException, '', 4);
        }
        const wanted = addresses.filter(({ family }) => !lookupOptions.family || family === lookupOptions.family);
        const usable = wanted.length > 0 ? wanted : addresses;
        if (lookupOptions.all) return callback(null, usable);
        const [first] = usable;
        return callback(null, first?.address ?? '', first?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

  return async (text, { accept }) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    try {
      let url = parseUrl(text);
      for (let redirects = 0; ; redirects += 1) {
        const literal = literalOf(url);
        if (literal) check(literal);
        const response = await request(url, accept, guardedLookup, check, controller.signal);
        const location = response.headers.location;
        if (REDIRECTS.has(response.statusCode ?? 0) && location) {
          response.destroy();
          if (redirects >= limits.maxRedirects) throw new AppError('FETCH_TOO_MANY_REDIRECTS');
          url = parseUrl(location, url);
          continue;
        }
        return await documentOf(url, response, accept, limits.maxBytes);
      }
    } catch (error) {
      // The deadline is the one reason for an abort; whatever broke then is its consequence.
      throw controller.signal.aborted ? new AppError('FETCH_TIMEOUT') : refusalOf(error);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Network failures as the refusal a person understands; our own refusals as they are. */
function refusalOf(error: unknown): AppError {
  if (isFetchError(error)) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (NETWORK_ERRORS_NOT_FOUND.has(code)) return new AppError('FETCH_HOST_NOT_FOUND');
  return new AppError('FETCH_UNREACHABLE');
}

/** One GET, no redirect followed, the connected peer checked once more before anything is sent. */
function request(
  url: URL,
  accept: readonly FetchKind[],
  lookup: LookupFunction,
  check: (address: string) => void,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      lookup,
      signal,
      // No pooled sockets: each connection goes through the guarded lookup.
      agent: false,
      headers: {
        accept: accept.map((kind) => ACCEPT_OF[kind]).join(','),
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': FETCH.userAgent,
      },
    });
    req.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        try {
          check(socket.remoteAddress ?? '');
        } catch (error) {
          req.destroy(error as Error);
        }
      });
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function mediaTypeOf(header: string | undefined): { type: string; charset: string | null } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return { type: type.trim().toLowerCase(), charset: charset || null };
}

/** The body as the server encoded it, inflated. An encoding we do not know is read as it is. */
function decodedStream(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

async function documentOf(
  url: URL,
  response: IncomingMessage,
  accept: readonly FetchKind[],
  maxBytes: number,
): Promise<FetchedDocument> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw new AppError('FETCH_BAD_STATUS', { params: { status } });
  }
  const { type, charset } = mediaTypeOf(response.headers['content-type']);
  if (!accept.some((kind) => TYPES_OF[kind].includes(type))) {
    response.destroy();
    throw new AppError('FETCH_CONTENT_TYPE_NOT_ALLOWED');
  }
  const declared = Number(response.headers['content-length']);
  const tooLarge = () =>
    new AppError('FETCH_TOO_LARGE', { params: { megabytes: Math.round(maxBytes / 1024 / 1024) || 1 } });
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decodedStream(response);
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  // A connection cut before the end (the deadline, the peer) leaves part of a page: not one to read.
  if (!response.complete) throw new AppError('FETCH_UNREACHABLE');
  const bytes = Buffer.concat(chunks);
  return { url: url.href, content_type: type, body: decode(bytes, charset ?? sniffCharset(bytes, type)) };
}

/** A page that says its encoding only in a meta tag (`<meta charset="windows-1251">`). */
function sniffCharset(bytes: Buffer, type: string): string | null {
  if (!TYPES_OF.html.includes(type)) return null;
  const head = bytes.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? null;
}

function decode(bytes: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
