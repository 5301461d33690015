import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
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

/** The configured feeds: address, jobs, last fetch and how it went, sortable by name, jobs and last fetch. */
export function FeedList({ feeds, confirming }: { feeds: FeedRow[]; confirming: number | null }) {
  const { t } = useTranslation('ExternalFeeds');
  const locale = useLocale();
  const columns: Column<FeedRow>[] = [
    { key: 'name', header: t('feed'), cell: (feed) => feed.name, sortKey: 'name', isRowHeader: true },
    { key: 'url', header: t('address'), cell: (feed) => feed.url, className: 'md:max-w-64 [overflow-wrap:anywhere]' },
    { key: 'jobs', header: t('jobs'), cell: (feed) => t('jobsCount', { count: feed.jobs_count }), sortKey: 'jobs' },
    {
      key: 'fetched',
      header: t('lastFetched'),
      cell: (feed) => (feed.last_fetched_at ? formatMoment(locale, feed.last_fetched_at) : t('notFetched')),
      sortKey: 'fetched',
    },
    { key: 'status', header: t('status'), cell: (feed) => <FetchStatus feed={feed} /> },
    {
      key: 'actions',
      header: t('actions'),
      cell: (feed) => <RemoveFeed feed={feed} isConfirming={confirming === feed.id} />,
    },
  ];
  return (
    <DataTable
      caption={t('listTitle')}
      isCaptionHidden
      columns={columns}
      rows={feeds}
      rowId={(feed) => feed.id}
      empty={
        <EmptyState className="" title={t('empty')}>
          <p className="mt-1 text-sm">{t('emptyHint')}</p>
        </EmptyState>
      }
    />
  );
}
