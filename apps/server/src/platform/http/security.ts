import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Sent whenever the public scheme is https; browsers ignore it on plain http anyway. */
export const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

/**
 * Security headers, precomputed once so the per-request cost is one merge. JSON and assets get the short set that
 * matters for them (no sniffing, no framing, a CSP that allows nothing); HTML pages add the rest in `applyPageCsp`.
 */
export function apiSecurityHeaders(options: { isHttps: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(options.isHttps ? HSTS : {}),
  };
}

const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * The page's CSP for a site at `origin` (scheme://host[:port]). Scripts may open a WebSocket to that same host only:
 * `'self'` alone leaves ws: out in older browsers, and a bare `ws: wss:` would let an injected script talk to any host.
 * `paymentOrigins` are the payment provider's (Stripe, or the local stand-in): its script, its card frame and the
 * calls the script makes, so card numbers go from the provider's frame to the provider and never through our page.
 */
export function pageCsp(nonce: string, origin: string, paymentOrigins: readonly string[] = []): string {
  const payments = paymentOrigins.map((source) => ` ${source}`).join('');
  const isHttps = origin.startsWith('https:');
  const socketOrigin = `${isHttps ? 'wss' : 'ws'}:${origin.slice(origin.indexOf('//'))}`;
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}${payments}`,
    `script-src 'self' 'nonce-${nonce}'${payments}`,
    `frame-src 'self'${payments}`,
    "script-src-attr 'none'",
    // Style attributes set by React (autosizing, progress widths) need inline styles; scripts never do.
    "style-src 'self' 'unsafe-inline'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** A page gets its own nonce: the only way an inline script (React Router's hydration data) runs. */
export function applyPageCsp(reply: FastifyReply, origin: string, paymentOrigins: readonly string[] = []): string {
  const nonce = randomBytes(16).toString('base64');
  reply.headers(PAGE_HEADERS);
  reply.header('content-security-policy', pageCsp(nonce, origin, paymentOrigins));
  return nonce;
}
