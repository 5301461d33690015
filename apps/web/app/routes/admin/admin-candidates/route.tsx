import type { TAdminCandidate } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { DecisionBar } from '../components/DecisionBar.tsx';
import { ExportLink } from '../components/ExportLink.tsx';
import { ModerationCell } from '../components/ModerationCell.tsx';
import { PublicLink } from '../components/PublicLink.tsx';
import { QueueFilters } from '../components/QueueFilters.tsx';
import type { Route } from './+types/route';
import { loadAdminCandidates, submitAdminCandidates } from './candidates.server.ts';

export const handle = { i18n: ['Admin', 'AdminCandidates', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminCandidates(args);
export const action = (args: Route.ActionArgs) => submitAdminCandidates(args);

const FORM = 'candidate-decisions';

/** `/admin/candidates` (spec section 1): the candidate profiles queue, each with the name behind it. */
export default function AdminCandidates() {
  const { query, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A new address (a decision's redirect, another page or order) starts with nothing ticked.
  const { key } = useLocation();
  const { t } = useTranslation('Admin');
  const { t: tCandidates } = useTranslation('AdminCandidates');
  const locale = useLocale();
  const to = useLocalePath();
  const columns: Column<TAdminCandidate>[] = [
    {
      key: 'position',
      header: t('columns.position'),
      sortKey: 'desired_position',
      isRowHeader: true,
      cell: (row) => (
        <Link className="underline" to={to(`/admin/candidates/${row.id}`)}>
          {row.desired_position}
        </Link>
      ),
    },
    { key: 'name', header: t('columns.person'), cell: (row) => row.name },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <ModerationCell status={row.moderation_status} note={row.moderation_note} />,
    },
    {
      key: 'listed',
      header: t('columns.listed'),
      cell: (row) => (row.is_public ? t('listed.yes') : t('listed.no')),
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
          isPublic={row.moderation_status === 'approved' && row.is_public}
          to={`/candidate/${row.slug}`}
          name={row.desired_position}
        />
      ),
    },
  ];
  return (
    <AdminPage
      title={t('candidates.title')}
      actions={
        <>
          <Button to={to('/admin/candidates/add')} size="sm">
            {tCandidates('detail.add')}
          </Button>
          <ExportLink />
        </>
      }
    >
      <p className="text-muted">{t('candidates.lead')}</p>
      <QueueFilters query={query} searchHint={t('candidates.searchHint')} />
      <p className="mt-6 mb-2 text-sm text-muted">{t('found', { count: page.total })}</p>
      <DataTable
        key={key}
        caption={t('candidates.title')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(row) => row.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('empty')} />}
        selection={{
          formId: FORM,
          nameOf: (row) => `${row.desired_position} (${row.name})`,
          bar: (selected) => <DecisionBar formId={FORM} result={result} selected={selected} />,
        }}
      />
    </AdminPage>
  );
}
