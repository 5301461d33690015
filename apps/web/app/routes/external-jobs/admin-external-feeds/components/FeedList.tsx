import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';
import type { FeedRow } from '../external-feeds.server.ts';

const PAGE = '/admin/external-feeds';

/** A moment in the page's language, in UTC (named), so the server's render and the browser's hydration agree. */
const formatMoment = (locale: string, iso: string) => dateText(iso, locale, 'dateTime');

/** How the feed's last fetch went, in words: never yet, well, or the fetcher's refusal. */
function FetchStatus({ feed }: { feed: FeedRow }) {
  const { t } = useTranslation('ExternalFeeds');
  if (feed.last_error_text) return <span className="text-red-700">{feed.last_error_text}</span>;
  if (!feed.last_fetched_at) return <span className="text-muted">{t('statusPending')}</span>;
  return <span className="text-green-800">{t('statusOk')}</span>;
}

/**
 * Removing asks first: the row's button opens (`?remove={id}`, a form that works before the script loads) a
 * question naming the feed and the jobs that go with it, answered by a post.
 */
function RemoveFeed({ feed, isConfirming }: { feed: FeedRow; isConfirming: boolean }) {
  const { t } = useTranslation('ExternalFeeds');
  const to = useLocalePath();
  if (!isConfirming) {
    return (
      <Form method="get" action={to(PAGE)} preventScrollReset>
        <input type="hidden" name="remove" value={feed.id} />
        <Button type="submit" variant="secondary" size="sm">
          {t('removeLabel', { name: feed.name })}
        </Button>
      </Form>
    );
  }
  return (
    <Form method="post" action={to(PAGE)} className="rounded-lg bg-red-50 p-3">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={feed.id} />
      <input type="hidden" name="name" value={feed.name} />
      <p id={`remove-${feed.id}`} className="text-sm text-red-900">
        {t('confirmRemove', { name: feed.name, count: feed.jobs_count })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" aria-describedby={`remove-${feed.id}`}>
          {t('confirm')}
        </Button>
        <Button to={to(PAGE)} preventScrollReset variant="secondary" size="sm">
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** The configured feeds, each with its address, jobs, last fetch and how it went; an empty state when none. */
export function FeedList({ feeds, confirming }: { feeds: FeedRow[]; confirming: number | null }) {
  const { t } = useTranslation('ExternalFeeds');
  const locale = useLocale();
  if (feeds.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 bg-white p-6 text-center">
        <p className="font-semibold">{t('empty')}</p>
        <p className="mt-1 text-sm text-muted">{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {feeds.map((feed) => (
        <li
          key={feed.id}
          aria-labelledby={`feed-${feed.id}`}
          className="rounded-2xl border border-neutral-200 bg-white p-4"
        >
          <h3 id={`feed-${feed.id}`} className="font-semibold break-words">
            {feed.name}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">{t('address')}</dt>
            <dd className="break-all">{feed.url}</dd>
            <dt className="text-muted">{t('jobs')}</dt>
            <dd>{t('jobsCount', { count: feed.jobs_count })}</dd>
            <dt className="text-muted">{t('lastFetched')}</dt>
            <dd>{feed.last_fetched_at ? formatMoment(locale, feed.last_fetched_at) : t('notFetched')}</dd>
            <dt className="text-muted">{t('status')}</dt>
            <dd>
              <FetchStatus feed={feed} />
            </dd>
          </dl>
          <div className="mt-3">
            <RemoveFeed feed={feed} isConfirming={confirming === feed.id} />
          </div>
        </li>
      ))}
    </ul>
  );
}
