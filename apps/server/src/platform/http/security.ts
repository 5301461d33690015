import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce: the only way an inline script runs under our CSP. */
    scriptNonce: string;
  }
}

type RawWithNonce = { scriptNonce?: string };

export async function registerSecurity(app: FastifyInstance, options: { isHttps: boolean }) {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    (reply.raw as unknown as RawWithNonce).scriptNonce = nonce;
  });
  await app.register(helmet, {
    global: true,
    hsts: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as RawWithNonce).scriptNonce}'`],
        scriptSrcAttr: ["'none'"],
        // Style attributes set by React (autosizing, positions) need inline styles; scripts never do.
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
}
