import type { TAdminAccount } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { LANGUAGE_LABELS } from '../../../components/layout/LanguageSwitcher.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSearch } from '../../../components/ui/filters/FilterFields.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { type AdminsAnswer, loadAdmins, submitAdmins } from './admin-admins.server.ts';
import { AddAdminForm, EditAdminForm } from './components/AdminForms.tsx';
import { ADMIN_STATUS_TONE } from './components/admin-status-tone.ts';
import { ConfirmAdminAction } from './components/ConfirmAdminAction.tsx';

export const handle = { i18n: ['AdminSettings', 'Admin', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdmins(args);
export const action = (args: Route.ActionArgs) => submitAdmins(args);

/** A row's actions: edit, the switch (off is asked again), remove (asked again); one's own row edits the profile. */
function RowActions({ account, isSelf }: { account: TAdminAccount; isSelf: boolean }) {
  const { t } = useTranslation('AdminSettings');
  const to = useLocalePath();
  const name = account.name || account.email;
  if (account.status === 'deleted') return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link
        to={to(isSelf ? '/admin/profile' : `/admin/admins?edit=${account.id}`)}
        className="underline"
        aria-label={t('editLabel', { name })}
      >
        {t('edit')}
      </Link>
      {isSelf ? null : account.is_active ? (
        <Link
          to={to(`/admin/admins?confirm=deactivate&id=${account.id}`)}
          className="underline"
          aria-label={t('deactivateLabel', { name })}
        >
          {t('deactivate')}
        </Link>
      ) : (
        <Form method="post">
          <input type="hidden" name="id" value={account.id} />
          <Button
            type="submit"
            name="intent"
            value="activate"
            variant="secondary"
            size="sm"
            aria-label={t('activateLabel', { name })}
          >
            {t('activate')}
          </Button>
        </Form>
      )}
      {isSelf ? null : (
        <Link
          to={to(`/admin/admins?confirm=delete&id=${account.id}`)}
          className="text-red-800 underline"
          aria-label={t('removeLabel', { name })}
        >
          {t('remove')}
        </Link>
      )}
    </div>
  );
}

/** `/admin/admins` (issue 25): the admins' accounts, searched, sorted and paged; add, edit, switch off, remove. */
export default function AdminAdminsPage() {
  const { viewer, page, query, editing, confirming } = useLoaderData<typeof loader>();
  const answer = useActionData<AdminsAnswer>();
  const { t } = useTranslation('AdminSettings');
  const locale = useLocale();
  const to = useLocalePath();
  const columns: Column<TAdminAccount>[] = [
    {
      key: 'name',
      header: t('name'),
      sortKey: 'name',
      isRowHeader: true,
      cell: (account) => (account.id === viewer.id ? `${account.name} (${t('you')})` : account.name),
    },
    { key: 'email', header: t('email'), sortKey: 'email', cell: (account) => account.email },
    { key: 'language', header: t('language'), cell: (account) => LANGUAGE_LABELS[account.locale] },
    {
      key: 'status',
      header: t('status'),
      cell: (account) => (
        <StatusBadge tone={ADMIN_STATUS_TONE[account.status]}>{t(`status_${account.status}`)}</StatusBadge>
      ),
    },
    { key: 'factor', header: t('secondFactor'), cell: (account) => (account.has_second_factor ? t('yes') : t('no')) },
    {
      key: 'added',
      header: t('added'),
      sortKey: 'created_at',
      cell: (account) => dateText(account.created_at, locale, 'medium'),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (account) => <RowActions account={account} isSelf={account.id === viewer.id} />,
    },
  ];
  return (
    <AdminPage title={t('adminsTitle')} actions={<ExportLink />}>
      <AddAdminForm answer={answer} />
      {editing ? <EditAdminForm key={editing.id} account={editing} answer={answer} /> : null}
      {confirming ? (
        <ConfirmAdminAction account={confirming.account} intent={confirming.intent} page={to('/admin/admins')} />
      ) : null}
      <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
        <FilterSearch
          label={t('search')}
          value={query.q}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className="md:col-span-2"
        />
      </FilterBar>
      <div className="mt-6">
        <DataTable
          caption={t('adminsList')}
          isCaptionHidden
          columns={columns}
          rows={page.list}
          rowId={(account) => account.id}
          pages={page.pages}
          empty={<EmptyState className="" title={t('empty')} />}
        />
      </div>
    </AdminPage>
  );
}
