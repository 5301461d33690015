import type { TPost } from '@hushwork/contract';
import { useRouteLoaderData } from 'react-router';
import { useNonce } from '../../lib/nonce.tsx';
import type { RootData } from '../../lib/root-data.server.ts';
import { articleJsonLd, scriptJson } from './article-json-ld.ts';

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
  const json = scriptJson(articleJsonLd({ post, origin, path, locale, image }));
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
