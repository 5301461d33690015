import { expect, test } from '@playwright/test';
import { signOutViaMenu } from '../support/accounts.ts';
import { chooseLanguage } from '../support/links.ts';
import { freePort, type ServerProcess, startServer } from '../support/server-process.ts';
import { startTlsProxy, type TlsProxy } from '../support/tls-proxy.ts';

/**
 * Deployed the usual way: a proxy ends TLS and forwards plain http with X-Forwarded-Proto: https. This spec runs its
 * own server (not the shared one on 3210) behind its own proxy with a throwaway self-signed certificate.
 */
let server: ServerProcess;
let proxy: TlsProxy;

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  proxy = await startTlsProxy({ host: '127.0.0.1', port });
  server = await startServer({
    port,
    env: { PUBLIC_URL: proxy.origin, TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'info' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

const WORKER = { email: 'worker@demo.hushwork.local', password: 'demo-Worker-2026' };

test('signs in, changes the language and signs out through the TLS proxy, with Secure session cookies', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: proxy.origin }]);
  await page.goto(`${proxy.origin}/login`);
  await page.locator('input[name="email"]').fill(WORKER.email);
  await page.locator('input[name="password"]').fill(WORKER.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  expect(new URL(page.url()).origin).toBe(proxy.origin);

  const sessionCookies = (await context.cookies()).filter((c) => c.name === 'hw_access' || c.name === 'hw_refresh');
  expect(sessionCookies.map((c) => c.name).sort()).toEqual(['hw_access', 'hw_refresh']);
  for (const cookie of sessionCookies) expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });

  await chooseLanguage(page, 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(new URL(page.url()).pathname).toMatch(/^\/de(\/|$)/);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();

  await signOutViaMenu(page);
  expect(new URL(page.url()).pathname).toBe('/de/login');
  const left = (await context.cookies()).filter((c) => c.name === 'hw_access' || c.name === 'hw_refresh');
  expect(left).toEqual([]);
});

test('the page server sends HSTS and a CSP whose sockets reach only our own host', async ({ request }) => {
  const response = await request.get(`${proxy.origin}/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['strict-transport-security']).toContain('max-age=');
  const csp = response.headers()['content-security-policy'] ?? '';
  const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
  // Sockets to our own host; besides it only the payment provider's origin (its card form's calls, ADR 0048).
  expect(connect?.split(' ').slice(0, 3)).toEqual(['connect-src', "'self'", `wss://127.0.0.1:${proxy.port}`]);
  expect(
    connect
      ?.split(' ')
      .slice(3)
      .every((source) => /^https?:\/\/[^\s*]+$/.test(source)),
  ).toBe(true);
  expect(csp).not.toMatch(/(^|\s)wss?:(\s|;|$)/);
});

test('a GET to a form-only page is no error in the log, and every line on stderr is JSON', async ({ request }) => {
  // /session/refresh only takes posts from open tabs; React Router refuses a GET as the client's mistake (4xx).
  const response = await request.get(`${proxy.origin}/session/refresh`);
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  await expect.poll(() => server.stdout.some((line) => line.includes('"page request refused"'))).toBe(true);
  const isJson = (line: string) => {
    try {
      return typeof JSON.parse(line) === 'object';
    } catch {
      return false;
    }
  };
  expect(server.stderr.filter((line) => !isJson(line))).toEqual([]);
  const errors = [...server.stdout, ...server.stderr]
    .filter(isJson)
    .map((line) => JSON.parse(line) as { level: number })
    .filter((entry) => entry.level >= 50);
  expect(errors).toEqual([]);
});
