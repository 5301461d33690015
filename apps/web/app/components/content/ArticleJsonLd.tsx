import { PRODUCT_NAME, type TPost } from '@hushwork/contract';
import { useRouteLoaderData } from 'react-router';
import { useNonce } from '../../lib/nonce.tsx';
import type { RootData } from '../../lib/root-data.server.ts';

/**
 * The article's Article record for search engines; `path` is the page's own (localized) address, `image` the absolute
 * address of its Open Graph image.
 */
export function ArticleJsonLd({
  post,
  path,
  locale,
  image,
}: {
  post: TPost;
  path: string;
  locale: string;
  image: string;
}) {
  const nonce = useNonce();
  const origin = useRouteLoaderData<RootData>('root')?.origin ?? '';
  const organization = { '@type': 'Organization', name: PRODUCT_NAME, url: origin };
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    inLanguage: locale,
    datePublished: post.published_at,
    dateModified: post.updated_at ?? post.published_at,
    mainEntityOfPage: `${origin}${path}`,
    image,
    author: organization,
    publisher: organization,
  }).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
