import { ADMIN_USER_ROLES, ADMIN_USER_STATUSES, type TAdminUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
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
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { loadAdminUsers, submitAdminUsers } from './admin-users.server.ts';
import { USER_STATUS_TONE } from './user-status-tone.ts';

export const handle = { i18n: ['AdminUsers', 'Admin', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminUsers(args);
export const action = (args: Route.ActionArgs) => submitAdminUsers(args);

/** `/admin/users` (issue 25): every account, with search, role and status filters, sorting, paging and bulk actions. */
export default function AdminUsersPage() {
  const { page, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminUsers');
  const locale = useLocale();
  const to = useLocalePath();
  const columns: Column<TAdminUser>[] = [
    {
      key: 'email',
      header: t('email'),
      sortKey: 'email',
      isRowHeader: true,
      cell: (user) => (
        <Link to={to(`/admin/users/${user.id}`)} className="underline" aria-label={t('open', { name: user.email })}>
          {user.email}
        </Link>
      ),
    },
    { key: 'name', header: t('name'), sortKey: 'name', cell: (user) => user.name },
    { key: 'role', header: t('role'), cell: (user) => t(`role_${user.role}`) },
    {
      key: 'status',
      header: t('status'),
      cell: (user) => <StatusBadge tone={USER_STATUS_TONE[user.status]}>{t(`status_${user.status}`)}</StatusBadge>,
    },
    { key: 'verified', header: t('verified'), cell: (user) => (user.is_email_verified ? t('yes') : t('no')) },
    {
      key: 'created',
      header: t('created'),
      sortKey: 'created_at',
      cell: (user) => dateText(user.created_at, locale, 'dateTime'),
    },
  ];
  return (
    <AdminPage
      title={t('title')}
      actions={
        <>
          <Button to={to('/admin/audit-log')} variant="secondary" size="sm">
            {t('auditTitle')}
          </Button>
          <ExportLink />
        </>
      }
    >
      <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
        <FilterSearch
          label={t('search')}
          value={query.q}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className="md:col-span-2"
        />
        <FilterSelect
          label={t('role')}
          name="role"
          value={query.role}
          empty={t('any')}
          options={ADMIN_USER_ROLES.map((role) => ({ value: role, label: t(`role_${role}`) }))}
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
          rowId={(user) => user.id}
          pages={page.pages}
          empty={<EmptyState className="" title={t('empty')} />}
          selection={{
            formId: 'users-bulk',
            nameOf: (user) => user.email,
            bar: (selected) => (
              <Form id="users-bulk" method="post" className="flex flex-wrap items-center gap-3">
                <span className="text-sm text-muted">{t('selected', { count: selected?.length ?? 0 })}</span>
                <Button
                  type="submit"
                  name="intent"
                  value="activate"
                  variant="secondary"
                  size="sm"
                  disabled={selected?.length === 0}
                >
                  {t('activateSelected')}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="deactivate"
                  variant="secondary"
                  size="sm"
                  disabled={selected?.length === 0}
                >
                  {t('deactivateSelected')}
                </Button>
              </Form>
            ),
          }}
        />
      </div>
    </AdminPage>
  );
}
