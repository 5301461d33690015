import type { TTocEntry } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';

/**
 * A body the server rendered from Markdown and sanitized when the content was loaded (the content seed): it holds
 * only the tags and attributes that sanitizer lets through, so it is shown as HTML.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when the content was loaded.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The body's headings as links to their anchors. */
export function TableOfContents({ entries }: { entries: TTocEntry[] }) {
  const { t } = useTranslation('Content');
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-neutral-200 bg-white p-5">
      <h2 id="toc-title" className="text-lg font-semibold">
        {t('contents')}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'ps-4' : ''}>
            <a href={`#${entry.id}`} className="underline-offset-2 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
