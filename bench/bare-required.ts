// Baseline 3: a bare Fastify doing only what a liveness probe of ours must do: a request id, a look for the session
// cookie, nosniff + CSP headers. Like our server, it logs requests from its own hook and never logs a probe, so the
// logger costs a probe nothing (ADR 0014). It shows what that work costs on this machine apart from everything else
// our server does.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const boot = randomBytes(6).toString('hex');
let counter = 0;
const app = Fastify({ genReqId: () => `${boot}-${(++counter).toString(36)}` });
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
