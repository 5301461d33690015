/** A job's description under its heading: HTML the server keeps to an allow-list of tags (sanitize-description.ts). */
export function JobDescription({ title, html, lang }: { title: string; html: string; lang?: string | undefined }) {
  return (
    <section className="mt-8" aria-labelledby="description-title">
      <h2 id="description-title" className="text-xl font-bold">
        {title}
      </h2>
      <div
        className="rich-text mt-3 space-y-3"
        lang={lang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, as said above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
