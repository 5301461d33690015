// Baseline 3: a bare Fastify doing only what every response of ours must do — a structured logger with request
// ids, cookie parsing, nosniff + CSP headers and an x-request-id header — to show what those cost on this machine
// apart from everything else our server does.
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';

const boot = randomBytes(6).toString('hex');
let counter = 0;
const app = Fastify({ logger: { level: 'warn' }, genReqId: () => `${boot}-${(++counter).toString(36)}` });
await app.register(cookie);
const headers = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
app.addHook('onRequest', (request, reply, done) => {
  reply.headers(headers);
  reply.header('x-request-id', request.id);
  done();
});
app.get('/health', async () => ({ data: { status: 'ok', uptime_s: 1 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
