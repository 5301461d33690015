import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressPageResponse, negotiateEncoding } from './compress-page.ts';

const PAGE = `<!doctype html><html><body>${'<p>Anonymous jobs for IT people</p>'.repeat(400)}</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that writes its page to the raw response the way the page listener does. */
async function serve(write: (res: ServerResponse) => void) {
  server = createServer((req, res) => {
    compressPageResponse(req, res);
    write(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return response;
}

/** Raw bytes as sent (fetch would decode them). */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }));
    })
      .on('error', reject)
      .end();
  });
}

const html = (res: ServerResponse, status = 200) => {
  res.writeHead(status, ['content-type', 'text/html; charset=utf-8', 'content-length', String(PAGE.length)]);
  res.end(PAGE);
};

describe('page compression', () => {
  it('sends a page gzipped to a client that accepts gzip, much smaller and intact', async () => {
    const url = await serve((res) => html(res));
    const response = await getRaw(url, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body.length).toBeLessThan(PAGE.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(PAGE);
  });

  it('prefers brotli when the browser offers it', async () => {
    const url = await serve((res) => html(res));
    const response = await getRaw(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(PAGE);
  });

  it('leaves the page as it is for a client that accepts no compression', async () => {
    const url = await serve((res) => html(res));
    const response = await getRaw(url, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(PAGE);
  });

  it('does not touch redirects or non-text bodies', async () => {
    const redirect = await serve((res) => {
      res.writeHead(302, ['location', '/login']);
      res.end();
    });
    const moved = await get(redirect, { 'accept-encoding': 'gzip' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('content-encoding')).toBeNull();
    server?.close();
    const image = await serve((res) => {
      res.writeHead(200, ['content-type', 'image/png']);
      res.end(Buffer.from([137, 80, 78, 71]));
    });
    expect((await getRaw(image, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('delivers the first part of a streamed page before the rest is written', async () => {
    let finish: () => void = () => {};
    const url = await serve((res) => {
      res.writeHead(200, ['content-type', 'text/html; charset=utf-8']);
      res.write('<!doctype html><html><body><header>shell</header>');
      finish = () => res.end('<main>late</main></body></html>');
    });
    const text = await new Promise<string>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let received = '';
        const gunzip = res.pipe(createGunzip());
        gunzip.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          // The shell arrived while the server still holds the rest back: now let it finish.
          if (received.includes('shell') && !received.includes('late')) finish();
        });
        gunzip.on('end', () => resolve(received));
      })
        .on('error', reject)
        .end();
    });
    expect(text).toBe('<!doctype html><html><body><header>shell</header><main>late</main></body></html>');
  });
});

describe('encoding choice', () => {
  it('follows q-values and refusals', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
