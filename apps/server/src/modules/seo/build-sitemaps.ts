import { BILLING } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { buildUrlset, escapeXml } from '../../platform/http/sitemap-xml.ts';
import type { SitemapContext } from '../../platform/module.ts';

/**
 * Public pages without parameters and without a date of their own; the legal pages, the blog and the salary reports
 * are listed by their modules, with the day each last changed.
 */
const STATIC_PAGES = [
  '/',
  '/contact',
  '/sitemap',
  '/telegram',
  '/subscriptions',
  ...Object.keys(BILLING.employerTariffs).map((tariff) => `/subscriptions/${tariff}`),
  '/turbo-1',
  '/resume-builder',
];

/** The index of the sitemaps the modules declare (their `sitemaps` in module.ts). */
export function buildSitemapIndex(origin: string, names: readonly string[]): string {
  const entries = names.map((name) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The pages above change with a release, never with the data: each one's `lastmod` is when the web build serving it
 * was made, and none is given without a build.
 */
export const buildStaticSitemap = (origin: string, _db: Db, _file: number, { webBuiltAt }: SitemapContext) =>
  buildUrlset(
    origin,
    STATIC_PAGES.map((path) => ({ path, lastmod: webBuiltAt })),
  );

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /profile',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
