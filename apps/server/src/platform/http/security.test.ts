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
});
