import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';

/**
 * React Router's node adapter builds the page's request URL from the socket (http behind a TLS proxy) and the Host
 * header. Ours builds it on the origin the browser is at (see `createRequestOrigin`), so React Router's own action
 * origin check, `request.url` in loaders and the `Secure` flag of the cookies they set all agree with it.
 */
export function createPageListener(build: ServerBuild, onError: (error: unknown) => void) {
  // The build's own React Router (its production copy, bundled in) when entry.server hands it out; node_modules'
  // development copy otherwise.
  const bundled = (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler;
  const handle = (bundled ?? createRequestHandler)(build);
  return async (req: IncomingMessage, res: ServerResponse, origin: string, loadContext: AppLoadContext) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    let response: Response;
    try {
      response = await handle(toFetchRequest(req, origin, controller.signal), loadContext);
    } catch (error) {
      onError(error);
      response = new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } });
    }
    const rawHeaders: string[] = [];
    for (const [name, value] of response.headers) rawHeaders.push(name, value);
    res.writeHead(response.status, rawHeaders);
    if (response.body && req.method !== 'HEAD') for await (const chunk of response.body) res.write(chunk);
    res.end();
  };
}

function toFetchRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const url = new URL(req.url ?? '/', origin);
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers, signal });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) =>
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
      );
      req.on('end', () => controller.close());
      req.on('error', (error) => controller.error(error));
    },
  });
  return new Request(url, { method, headers, signal, body, duplex: 'half' } as RequestInit);
}
