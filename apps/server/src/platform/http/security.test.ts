import { describe, expect, it } from 'vitest';
import { pageCsp } from './security.ts';

const connectSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('connect-src'));

describe('the page CSP', () => {
  it('lets scripts open a WebSocket to our own host only', () => {
    expect(connectSrc(pageCsp('n0nce', 'https://hushwork.example'))).toBe("connect-src 'self' wss://hushwork.example");
    expect(connectSrc(pageCsp('n0nce', 'http://127.0.0.1:3210'))).toBe("connect-src 'self' ws://127.0.0.1:3210");
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(pageCsp('n0nce', 'https://hushwork.example')).toContain('upgrade-insecure-requests');
    expect(pageCsp('n0nce', 'http://localhost:3000')).not.toContain('upgrade-insecure-requests');
  });

  it('lets the payment provider’s script, card frame and calls in, and no other host', () => {
    const csp = pageCsp('n0nce', 'https://hushwork.example', ['https://js.stripe.com', 'https://*.stripe.com']);
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-n0nce' https://js.stripe.com https://*.stripe.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://js.stripe.com https://*.stripe.com");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' wss://hushwork.example https://js.stripe.com https://*.stripe.com",
    );
    expect(pageCsp('n0nce', 'https://hushwork.example')).toContain("frame-src 'self';");
  });
});
