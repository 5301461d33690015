import { PRODUCT_NAME } from '@hushwork/contract';

/** React 19 hoists these into <head>; the title template "page title · Hushwork" lives only here. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={`${title} · ${PRODUCT_NAME}`} />
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}
