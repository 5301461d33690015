import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hushwork/contract';

/** Public pages without parameters, as the spec lists them. */
export const STATIC_PAGES = ['/', '/cookie', '/privacy', '/agreement', '/rules', '/outstaffing'] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const localizedPath = (locale: Locale, path: string) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/** The index of the sitemaps the modules declare (their `sitemaps` in module.ts). */
export function buildSitemapIndex(origin: string, names: readonly string[]): string {
  const entries = names.map((name) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function buildStaticSitemap(origin: string): string {
  const urls = STATIC_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localizedPath(alt, page))}"/>`,
      );
      return `  <url>\n    <loc>${escapeXml(origin + localizedPath(locale, page))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

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
