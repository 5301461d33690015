import { PRODUCT_NAME, type TPost } from '@hushwork/contract';

export type ArticleJsonLdInput = {
  post: Pick<TPost, 'title' | 'description' | 'published_at' | 'updated_at'>;
  /** The site's public origin, as pages and crawlers see it. */
  origin: string;
  /** The page's own (localized) path. */
  path: string;
  locale: string;
  /** The absolute address of the article's Open Graph image. */
  image: string;
};

/** The article's schema.org Article: the site is its author and publisher, since articles name no person. */
export function articleJsonLd({ post, origin, path, locale, image }: ArticleJsonLdInput) {
  const organization = { '@type': 'Organization', name: PRODUCT_NAME, url: origin };
  return {
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
  };
}

/** JSON for a `<script>` element: a "<" in a title could otherwise close the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
