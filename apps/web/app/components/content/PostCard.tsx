import type { TPostSummary } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';

/** An article in a list: its category, title (the link), summary, date and reading time. */
export function PostCard({ post }: { post: TPostSummary }) {
  const { t } = useTranslation('Content');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <article className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-5">
      <p className="text-sm font-semibold text-brand-strong">{t(`category.${post.category}`)}</p>
      <h2 className="mt-1 text-lg font-semibold">
        <Link to={to(`/blog/${post.slug}`)} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-muted">{post.description}</p>
      <p className="mt-3 text-sm text-muted">
        <time dateTime={post.published_at}>{dateText(post.published_at, locale, 'day')}</time> ·{' '}
        {t('readingTime', { count: post.reading_minutes })}
      </p>
    </article>
  );
}

/** A short list of articles by title (most read, related), as links. */
export function PostLinks({ title, posts, headingId }: { title: string; posts: TPostSummary[]; headingId: string }) {
  const to = useLocalePath();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-neutral-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={to(`/blog/${post.slug}`)} className="underline-offset-2 hover:underline">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
