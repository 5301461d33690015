import { buildUrlset, escapeXml } from '../../platform/http/sitemap-xml.ts';

/**
 * Public pages without parameters and without a date of their own; the legal pages, the blog and the salary reports
 * are listed by their modules, with the day each last changed.
 */
const STATIC_PAGES = ['/', '/contact', '/sitemap', '/telegram'] as const;

/** The index of the sitemaps the modules declare (their `sitemaps` in module.ts). */
export function buildSitemapIndex(origin: string, names: readonly string[]): string {
  const entries = names.map((name) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const buildStaticSitemap = (origin: string) => buildUrlset(origin, STATIC_PAGES);

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
