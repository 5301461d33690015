import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;
/** Flows run in two languages: the unprefixed default and one behind a prefix with another script. */
export const FLOW_LOCALES = ['en', 'uk'] as const;

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

type Fixtures = { consentGiven: Page };

/** A random client address, sent as X-Forwarded-For through the trusted local proxy (see playwright.config.ts). */
export const randomClientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomClientIp() });
    await use(context);
  },
  /** A page whose visitor already accepted cookies, so the panel does not cover what a test clicks. */
  consentGiven: async ({ page, context, baseURL }, use) => {
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }]);
    await use(page);
  },
});

export { expect };
