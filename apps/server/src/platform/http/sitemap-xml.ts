import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hushwork/contract';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const localizedPath = (locale: Locale, path: string) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** A page (path without locale), with the date it last changed where its module knows one. */
export type SitemapPage = string | { path: string; lastmod?: Date | null };

const lastmodOf = (page: SitemapPage) =>
  typeof page === 'string' || !page.lastmod ? '' : `\n    <lastmod>${page.lastmod.toISOString()}</lastmod>`;

/** The `<url>` entries of pages: each page in every locale with its hreflang alternates and its `lastmod`. */
function urlEntries(origin: string, pages: readonly SitemapPage[]): string[] {
  return pages.flatMap((page) => {
    const path = typeof page === 'string' ? page : page.path;
    const lastmod = lastmodOf(page);
    const alternates = LOCALES.map(
      (alt) =>
        `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localizedPath(alt, path))}"/>`,
    ).join('\n');
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localizedPath(locale, path))}</loc>${lastmod}\n${alternates}\n  </url>`,
    );
  });
}

/** A sitemap of pages (paths without locale), each in every locale with its hreflang alternates. */
export function buildUrlset(origin: string, pages: readonly SitemapPage[]): string {
  return `${URLSET_OPEN}${urlEntries(origin, pages).join('\n')}\n</urlset>\n`;
}

/**
 * The same sitemap written as its pages arrive, a slice at a time: a file of 50,000 URLs with their alternates is
 * tens of megabytes as one string, and only one slice of it is held here at once.
 */
export async function* streamUrlset(
  origin: string,
  slices: AsyncIterable<readonly SitemapPage[]>,
): AsyncIterable<string> {
  yield URLSET_OPEN;
  for await (const paths of slices) {
    if (paths.length > 0) yield `${urlEntries(origin, paths).join('\n')}\n`;
  }
  yield '</urlset>\n';
}

export { escapeXml };
