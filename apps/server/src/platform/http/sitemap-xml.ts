import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hushwork/contract';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const localizedPath = (locale: Locale, path: string) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/** A sitemap of pages (paths without locale), each in every locale with its hreflang alternates. */
export function buildUrlset(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((page) =>
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

export { escapeXml };
