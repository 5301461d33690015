import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { generate } from 'selfsigned';

export type TlsProxy = { origin: string; port: number; close(): Promise<void> };

/**
 * A TLS-terminating reverse proxy like a production load balancer: https in front, plain http to the app, with
 * X-Forwarded-Proto/-Host/-For added. The certificate is a throwaway self-signed one made at start.
 */
export async function startTlsProxy(target: { host: string; port: number }): Promise<TlsProxy> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const forwardedHeaders = (req: http.IncomingMessage) => ({
    ...req.headers,
    'x-forwarded-proto': 'https',
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  });
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const upstream = http.request(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: forwardedHeaders(req) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // WebSockets (the realtime channel) pass through as raw bytes once the upgrade request is relayed.
  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = net.connect(target.port, target.host, () => {
      const headers = Object.entries(forwardedHeaders(req)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
