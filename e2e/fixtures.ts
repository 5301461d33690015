import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { TSession } from '../packages/contract/src/identity/user.ts';
import {
  type Account,
  DEMO,
  type DemoRole,
  openSession,
  registerThroughApi,
  signInThroughApi,
  useSession,
} from './support/session.ts';

export const LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;
/** Where the shared test server listens (playwright.config.ts): 3210 unless `E2E_PORT` moves it. */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

/** The two languages flows are walked in: the unprefixed default and one behind a prefix with another script. */
export const FLOW_LOCALES = ['en', 'uk'] as const;
type FlowLocale = (typeof FLOW_LOCALES)[number];

/**
 * A flow is walked in the one language its spec picks, half the specs each, so both paths are walked every run
 * without walking every flow twice (ADR 0039); the catalogs' own tests prove every word in all five languages.
 * `E2E_FLOW_LOCALES=all` walks every flow in both, as before a release.
 */
export function flowLocales(picked: FlowLocale): readonly FlowLocale[] {
  return process.env.E2E_FLOW_LOCALES === 'all' ? FLOW_LOCALES : [picked];
}

export const localized = (locale: string, path: string) =>
  locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/** axe with WCAG 2.1 AA rules; serious and critical findings fail the test with their details. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

type WorkerFixtures = {
  /**
   * The demo accounts' sessions, opened once per Playwright worker and shared by its tests: the access token outlives
   * the suite (ACCESS_TOKEN_TTL_S), and no test signs a demo account out or changes its password (those use `signUp`).
   */
  demoSession: (role: DemoRole) => Promise<TSession>;
};

type Fixtures = {
  /** The address this test's browser context browses from (see randomClientIp). */
  clientIp: string;
  consentGiven: Page;
  /**
   * Signs the test's browser context in through the API, not the form (only the sign-in tests use the form): a demo
   * account by its role, or any account; `into` another context of the test instead. Resolves with the session.
   */
  login: (who: DemoRole | Account, into?: BrowserContext) => Promise<TSession>;
  /** A fresh account made through the API (not signed in), for tests that change an account's state. */
  signUp: (options: { role: 'worker' | 'company'; locale?: string; name?: string }) => Promise<Account>;
};

/** A random client address, sent as X-Forwarded-For through the trusted local proxy (see playwright.config.ts). */
export const randomClientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const test = base.extend<Fixtures, WorkerFixtures>({
  demoSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const sessions = new Map<DemoRole, Promise<TSession>>();
      const clientIp = randomClientIp();
      await use((role) => {
        const known = sessions.get(role) ?? openSession(request, BASE_URL, DEMO[role], clientIp);
        sessions.set(role, known);
        return known;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use) => {
    await use(randomClientIp());
  },
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await use(context);
  },
  /** A page whose visitor already accepted cookies, so the panel does not cover what a test clicks. */
  consentGiven: async ({ page, context, baseURL }, use) => {
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }]);
    await use(page);
  },
  login: async ({ context, baseURL, clientIp, demoSession }, use, testInfo) => {
    await use(async (who, into) => {
      const target = into ?? context;
      // The demo admin's code may wait for the next time step when another worker took this one (openSession).
      if (who === 'admin') testInfo.setTimeout(testInfo.timeout + 35_000);
      if (typeof who !== 'string') {
        // Another context of the same test browses from an address of its own (set on it by whoever made it).
        return signInThroughApi(target, baseURL!, who, into ? randomClientIp() : clientIp);
      }
      const session = await demoSession(who);
      await useSession(target, baseURL!, session);
      return session;
    });
  },
  signUp: async ({ context, baseURL, clientIp }, use) => {
    await use(async (options) => {
      const { email, password } = await registerThroughApi(context.request, baseURL!, options, clientIp);
      return { email, password };
    });
  },
});

export { expect };
