import { ADMIN_USER_STATUSES, type TAdminEmployer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSearch, FilterSelect } from '../../../components/ui/filters/FilterFields.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { USER_STATUS_TONE } from '../admin-users/user-status-tone.ts';
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { loadAdminEmployers } from './employers.server.ts';

export const handle = { i18n: ['AdminEmployers', 'Admin', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminEmployers(args);

/** `/admin/employers` (issue 25): company accounts with their company and role, searched, filtered, sorted, paged. */
export default function AdminEmployersPage() {
  const { page, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminEmployers');
  const locale = useLocale();
  const to = useLocalePath();
  const columns: Column<TAdminEmployer>[] = [
    {
      key: 'name',
      header: t('name'),
      sortKey: 'name',
      isRowHeader: true,
      cell: (employer) => (
        <Link to={to(`/admin/employers/${employer.id}`)} className="underline">
          {employer.name || employer.email}
        </Link>
      ),
    },
    { key: 'email', header: t('email'), sortKey: 'email', cell: (employer) => employer.email },
    {
      key: 'company',
      header: t('company'),
      cell: (employer) =>
        employer.company_id ? (
          <Link to={to(`/admin/companies/${employer.company_id}`)} className="underline">
            {employer.company_name}
          </Link>
        ) : (
          <span className="text-muted">{t('noCompany')}</span>
        ),
    },
    {
      key: 'role',
      header: t('role'),
      cell: (employer) => (employer.company_role ? t(`role_${employer.company_role}`) : ''),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (employer) => (
        <StatusBadge tone={USER_STATUS_TONE[employer.status]}>{t(`status_${employer.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'created',
      header: t('created'),
      sortKey: 'created_at',
      cell: (employer) => dateText(employer.created_at, locale),
    },
  ];
  return (
    <AdminPage
      title={t('title')}
      actions={
        <>
          <Button to={to('/admin/employers/add')} size="sm">
            {t('add')}
          </Button>
          <ExportLink />
        </>
      }
    >
      <p className="text-muted">{t('lead')}</p>
      <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
        <FilterSearch
          label={t('search')}
          value={query.q}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className="md:col-span-2"
        />
        <FilterSelect
          label={t('status')}
          name="status"
          value={query.status}
          empty={t('any')}
          options={ADMIN_USER_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))}
        />
      </FilterBar>
      <div className="mt-6">
        <DataTable
          caption={t('listTitle')}
          isCaptionHidden
          columns={columns}
          rows={page.list}
          rowId={(employer) => employer.id}
          pages={page.pages}
          empty={<EmptyState className="" title={t('empty')} />}
        />
      </div>
    </AdminPage>
  );
}
