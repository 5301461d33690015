import type { TAdminCompany } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
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
import { loadAdminCompanies, submitAdminCompanies } from './companies.server.ts';
import { VipVacanciesSwitch } from './VipVacanciesSwitch.tsx';

export const handle = { i18n: ['Admin', 'AdminEmployers', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminCompanies(args);
export const action = (args: Route.ActionArgs) => submitAdminCompanies(args);

const FORM = 'company-decisions';

/** `/admin/companies`: the companies queue, with the safe mark and each company's VIP vacancies switch. */
export default function AdminCompanies() {
  const { query, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A new address (a decision's redirect, another page or order) starts with nothing ticked.
  const { key } = useLocation();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const to = useLocalePath();
  const columns: Column<TAdminCompany>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortKey: 'name',
      isRowHeader: true,
      cell: (row) => (
        <Link to={to(`/admin/companies/${row.id}`)} className="underline hover:text-brand-strong">
          {row.name}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <ModerationCell status={row.moderation_status} note={row.moderation_note} />,
    },
    {
      key: 'safe',
      header: t('columns.marks'),
      cell: (row) => (row.is_safe ? <StatusBadge tone="good">{t('marks.safe')}</StatusBadge> : null),
    },
    { key: 'vip', header: t('columns.vipVacancies'), cell: (row) => <VipVacanciesSwitch company={row} /> },
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
        <PublicLink isPublic={row.moderation_status === 'approved'} to={`/company/${row.slug}`} name={row.name} />
      ),
    },
  ];
  return (
    <AdminPage
      title={t('companies.title')}
      actions={
        <>
          <Button to={to('/admin/companies/add')} size="sm">
            {t('AdminEmployers:companyAdd')}
          </Button>
          <ExportLink />
        </>
      }
    >
      <p className="text-muted">{t('companies.lead')}</p>
      <QueueFilters query={query} searchHint={t('companies.searchHint')} />
      <p className="mt-6 mb-2 text-sm text-muted">{t('found', { count: page.total })}</p>
      <DataTable
        key={key}
        caption={t('companies.title')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(row) => row.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('empty')} />}
        selection={{
          formId: FORM,
          nameOf: (row) => row.name,
          bar: (selected) => (
            <DecisionBar
              formId={FORM}
              result={result}
              selected={selected}
              extra={
                <>
                  <FlagButton flag="safe" isOn disabled={selected?.length === 0}>
                    {t('flags.safeOn')}
                  </FlagButton>
                  <FlagButton flag="safe" isOn={false} disabled={selected?.length === 0}>
                    {t('flags.safeOff')}
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
