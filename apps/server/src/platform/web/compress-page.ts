import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** What the API compresses too (@fastify/compress's defaults): text, JSON, scripts, SVG, React Router's data. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-javascript)|image\/svg\+xml)/i;

/** The client's best of brotli and gzip by its q-values (brotli on a tie), or null for identity. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  return best.sort((a, b) => weightOf(b) - weightOf(a))[0] ?? null;
}

const headerOf = (headers: string[], name: string) => {
  for (let i = 0; i < headers.length; i += 2) if (headers[i]?.toLowerCase() === name) return headers[i + 1];
  return undefined;
};

const withoutLength = (headers: string[]) =>
  headers.flatMap((value, i) =>
    i % 2 === 0 ? (value.toLowerCase() === 'content-length' ? [] : [value, headers[i + 1]!]) : [],
  );

/** Brotli at quality 4 as @fastify/compress sets it: near gzip's speed, smaller output; 11 would cost 10× the CPU. */
const createEncoder = (encoding: Encoding) =>
  encoding === 'br'
    ? createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip();

/**
 * Compresses a page written straight to the raw response (pages bypass Fastify's reply, so @fastify/compress
 * never sees them). Decided at `writeHead`, from the status and type the page answers with. Each burst of writes is
 * flushed on the next turn of the event loop, so a streamed page still reaches the browser as it renders.
 */
export function compressPageResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']?.toString());
  if (!encoding || req.method === 'HEAD') return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.at(-1);
    const hasBody = status >= 200 && status !== 204 && status !== 304 && (status < 300 || status >= 400);
    if (!Array.isArray(headers) || !hasBody) return writeHead(status, ...rest);
    const type = headerOf(headers, 'content-type') ?? '';
    if (!COMPRESSIBLE.test(type) || headerOf(headers, 'content-encoding')) return writeHead(status, ...rest);
    encodeBody(res, createEncoder(encoding));
    const reason = typeof rest[0] === 'string' ? [rest[0]] : [];
    return writeHead(status, ...reason, [
      ...withoutLength(headers),
      'content-encoding',
      encoding,
      'vary',
      'accept-encoding',
    ]);
  }) as ServerResponse['writeHead'];
}

function encodeBody(res: ServerResponse, encoder: ReturnType<typeof createEncoder>) {
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  encoder.on('data', (chunk: Buffer) => write(chunk));
  encoder.on('end', () => end());
  encoder.on('error', (error) => res.destroy(error));
  let isFlushScheduled = false;
  const scheduleFlush = () => {
    if (isFlushScheduled) return;
    isFlushScheduled = true;
    setImmediate(() => {
      isFlushScheduled = false;
      encoder.flush();
    });
  };
  res.write = ((chunk: string | Uint8Array) => {
    encoder.write(chunk);
    scheduleFlush();
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: string | Uint8Array | (() => void)) => {
    if (chunk !== undefined && typeof chunk !== 'function') encoder.write(chunk);
    encoder.end();
    return res;
  }) as ServerResponse['end'];
}
