import { PRODUCT_NAME } from '@hushwork/contract';

/** A link preview's picture: an absolute URL (crawlers resolve no relative one) of a 1200×630 image, and its words. */
type PageImage = { url: string; alt: string };

/** React 19 hoists these into <head>; the title template "page title · Hushwork" lives only here. */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
}: {
  title: string;
  description?: string;
  image?: PageImage;
  /** Open Graph's kind of page: an article for a blog post, a website otherwise. */
  type?: 'website' | 'article';
}) {
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <meta property="og:type" content={type} />
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={`${title} · ${PRODUCT_NAME}`} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : null}
    </>
  );
}
