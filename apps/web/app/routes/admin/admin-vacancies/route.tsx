import type { TAdminVacancy } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { DecisionBar, FlagButton } from '../components/DecisionBar.tsx';
import { ExportLink } from '../components/ExportLink.tsx';
import { ModerationCell } from '../components/ModerationCell.tsx';
import { PublicLink } from '../components/PublicLink.tsx';
import { QueueFilters } from '../components/QueueFilters.tsx';
import type { Route } from './+types/route';
import { loadAdminVacancies, submitAdminVacancies } from './vacancies.server.ts';

export const handle = { i18n: ['Admin', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminVacancies(args);
export const action = (args: Route.ActionArgs) => submitAdminVacancies(args);

const FORM = 'vacancy-decisions';

/** `/admin/vacancies`: the vacancies queue, a screen reachable from the dashboard. */
export default function AdminVacancies() {
  const { query, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A new address (a decision's redirect, another page or order) starts with nothing ticked.
  const { key } = useLocation();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const to = useLocalePath();
  const columns: Column<TAdminVacancy>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      sortKey: 'title',
      isRowHeader: true,
      cell: (row) => (
        <Link to={to(`/admin/vacancies/${row.id}`)} className="underline hover:text-brand-strong">
          {row.title}
        </Link>
      ),
    },
    { key: 'company', header: t('columns.company'), sortKey: 'company_name', cell: (row) => row.company_name },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <ModerationCell status={row.moderation_status} note={row.moderation_note} />,
    },
    {
      key: 'marks',
      header: t('columns.marks'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.is_vip ? <StatusBadge tone="strong">{t('marks.vip')}</StatusBadge> : null}
          {row.is_top ? <StatusBadge tone="info">{t('marks.top')}</StatusBadge> : null}
        </span>
      ),
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
        <PublicLink isPublic={row.moderation_status === 'approved'} to={`/job-openings/${row.slug}`} name={row.title} />
      ),
    },
  ];
  return (
    <AdminPage title={t('vacancies.title')} actions={<ExportLink />}>
      <p className="text-muted">{t('vacancies.lead')}</p>
      <QueueFilters query={query} searchHint={t('vacancies.searchHint')} />
      <p className="mt-6 mb-2 text-sm text-muted">{t('found', { count: page.total })}</p>
      <DataTable
        key={key}
        caption={t('vacancies.title')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(row) => row.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('empty')} />}
        selection={{
          formId: FORM,
          nameOf: (row) => row.title,
          bar: (selected) => (
            <DecisionBar
              formId={FORM}
              result={result}
              selected={selected}
              extra={
                <>
                  <FlagButton flag="vip" isOn disabled={selected?.length === 0}>
                    {t('flags.vipOn')}
                  </FlagButton>
                  <FlagButton flag="vip" isOn={false} disabled={selected?.length === 0}>
                    {t('flags.vipOff')}
                  </FlagButton>
                  <FlagButton flag="top" isOn disabled={selected?.length === 0}>
                    {t('flags.topOn')}
                  </FlagButton>
                  <FlagButton flag="top" isOn={false} disabled={selected?.length === 0}>
                    {t('flags.topOff')}
                  </FlagButton>
                </>
              }
            />
          ),
        }}
      />
    </AdminPage>
  );
}
