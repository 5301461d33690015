import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { useNonce } from '../../lib/nonce.tsx';
import type { RootData } from '../../lib/root-data.server.ts';

export type Crumb = { title: string; link: string };

/** Visible trail plus BreadcrumbList structured data for search engines. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('Ui');
  const nonce = useNonce();
  const origin = useRouteLoaderData<RootData>('root')?.origin ?? '';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: `${origin}${item.link}`,
    })),
  };
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.link} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === items.length - 1 ? (
              <span aria-current="page">{item.title}</span>
            ) : (
              <Link to={item.link} className="hover:underline">
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped below.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}
