import type { TAdminReview } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, useLocation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { DecisionBar } from '../components/DecisionBar.tsx';
import { ExportLink } from '../components/ExportLink.tsx';
import { ModerationCell } from '../components/ModerationCell.tsx';
import { PublicLink } from '../components/PublicLink.tsx';
import { QueueFilters } from '../components/QueueFilters.tsx';
import type { Route } from './+types/route';
import { loadAdminReviews, submitAdminReviews } from './reviews.server.ts';

export const handle = { i18n: ['Admin', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminReviews(args);
export const action = (args: Route.ActionArgs) => submitAdminReviews(args);

const FORM = 'review-decisions';

/** The review's own words, shown whole: they are what the admin judges. */
function ReviewText({ review }: { review: TAdminReview }) {
  const { t } = useTranslation('Admin');
  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className="font-semibold">{t('reviews.pros')}:</span> {review.pros}
      </p>
      <p>
        <span className="font-semibold">{t('reviews.cons')}:</span> {review.cons}
      </p>
    </div>
  );
}

/** `/admin/reviews`: the company reviews queue, each review's text in its row. */
export default function AdminReviews() {
  const { query, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A new address (a decision's redirect, another page or order) starts with nothing ticked.
  const { key } = useLocation();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const columns: Column<TAdminReview>[] = [
    { key: 'title', header: t('columns.title'), isRowHeader: true, cell: (row) => row.title },
    { key: 'company', header: t('columns.company'), cell: (row) => row.company_name },
    { key: 'text', header: t('columns.text'), cell: (row) => <ReviewText review={row} />, className: 'md:max-w-96' },
    {
      key: 'rating',
      header: t('columns.rating'),
      sortKey: 'rating',
      cell: (row) => t('reviews.rating', { rating: row.rating }),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <ModerationCell status={row.moderation_status} note={row.moderation_note} />,
    },
    {
      key: 'created',
      header: t('columns.created'),
      sortKey: 'created_at',
      cell: (row) => dateText(row.created_at, locale),
    },
    {
      key: 'public',
      header: t('columns.public'),
      cell: (row) => (
        <PublicLink
          isPublic={row.moderation_status === 'approved'}
          to={`/company/${row.company_slug}/reviews/${row.id}`}
          name={row.title}
        />
      ),
    },
  ];
  return (
    <AdminPage title={t('reviews.title')} actions={<ExportLink />}>
      <p className="text-muted">{t('reviews.lead')}</p>
      <QueueFilters query={query} searchHint={t('reviews.searchHint')} />
      <p className="mt-6 mb-2 text-sm text-muted">{t('found', { count: page.total })}</p>
      <DataTable
        key={key}
        caption={t('reviews.title')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(row) => row.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('empty')} />}
        selection={{
          formId: FORM,
          nameOf: (row) => row.title,
          bar: (selected) => <DecisionBar formId={FORM} result={result} selected={selected} />,
        }}
      />
    </AdminPage>
  );
}
