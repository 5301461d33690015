// Baseline 3: a bare Fastify doing only what a liveness probe of ours must do — a structured logger with request ids
// (a probe writes no line, and so gets no x-request-id), a look for the session cookie, nosniff + CSP headers — to show
// what those cost on this machine apart from everything else our server does.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const boot = randomBytes(6).toString('hex');
let counter = 0;
const app = Fastify({ logger: { level: 'warn' }, genReqId: () => `${boot}-${(++counter).toString(36)}` });
const headers = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
app.addHook('onRequest', (request, reply, done) => {
  reply.headers(headers);
  (request as unknown as { session: boolean }).session = request.headers.cookie?.includes('hw_access=') ?? false;
  done();
});
app.get('/health', async () => ({ data: { status: 'ok', uptime_s: 1 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
