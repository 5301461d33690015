import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** A page the site answers: a status, headers and a body, or a handler of its own (slow, endless). */
export type FixturePage =
  | { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> }
  | ((response: ServerResponse) => void);

export type FixtureSite = {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  url(path: string): string;
  /** Adds or replaces the page at `path` (query included in the match when given). */
  serve(path: string, page: FixturePage): void;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
};

/**
 * A web site on 127.0.0.1 that the fetch tests read from: fixture job pages and feeds, and the hostile answers the
 * safe fetcher must refuse (redirects to private addresses, endless or slow bodies, documents that are not pages).
 */
export async function startFixtureSite(pages: Record<string, FixturePage> = {}): Promise<FixtureSite> {
  const table = new Map(Object.entries(pages));
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const page = table.get(path) ?? table.get(path.split('?')[0] ?? path);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    if (typeof page === 'function') {
      page(response);
      return;
    }
    response.writeHead(page.status ?? 200, {
      'content-type': page.type ?? 'text/html; charset=utf-8',
      ...page.headers,
    });
    response.end(page.body);
  });
  // Handlers of slow pages keep their sockets open; closing the site must not wait for them.
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    serve: (path, page) => table.set(path, page),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A redirect to `location`. */
export const redirectTo = (location: string, status = 302): FixturePage => ({
  status,
  headers: { location },
  body: '',
});

/** A gzip-compressed page, as most servers send them. */
export const gzipped = (body: string, type = 'text/html; charset=utf-8'): FixturePage => ({
  type,
  headers: { 'content-encoding': 'gzip' },
  body: gzipSync(body),
});

/** A body that never stops (no Content-Length): only counting it as it streams finds it too large. */
export const endlessBody: FixturePage = (response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  const chunk = `<p>${'x'.repeat(16 * 1024)}</p>`;
  const write = () => {
    while (response.write(chunk)) {
      if (response.destroyed) return;
    }
    response.once('drain', write);
  };
  write();
};

/** A page that sends its head, then a byte now and then, forever. */
export const slowBody: FixturePage = (response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.write('<html><body>');
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(' ');
  }, 100);
  response.on('close', () => clearInterval(timer));
};
