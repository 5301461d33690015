// Baseline 2: a bare Fastify doing only what a liveness probe of ours must do: a request id, a look for the session
// cookie, nosniff + CSP headers. Like our server, it has a pino logger that Fastify logs requests with, and its probe
// route gets a silent logger made once (ADR 0021). It shows what that work costs on this machine apart from
// everything else our server does.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { pino } from 'pino';

const boot = randomBytes(6).toString('hex');
let counter = 0;
const logger = pino({ level: 'warn' });
const silent = logger.child({}, { level: 'silent' });
const app = Fastify({ loggerInstance: logger, genReqId: () => `${boot}-${(++counter).toString(36)}` });
const headers = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
app.addHook('onRequest', (request, reply, done) => {
  reply.headers(headers);
  (request as unknown as { session: boolean }).session = request.headers.cookie?.includes('hw_access=') ?? false;
  done();
});
app.get('/health', { childLoggerFactory: () => silent }, async () => ({ data: { status: 'ok', uptime_s: 1 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
