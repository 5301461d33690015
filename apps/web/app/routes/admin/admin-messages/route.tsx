import type { TAdminRoom } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterInput } from '../../../components/ui/filters/FilterFields.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { loadAdminMessages } from './messages.server.ts';

export const handle = { i18n: ['AdminEmployers', 'Admin', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminMessages(args);

/**
 * `/admin/messages` (issue 25): conversations for handling reports of abuse, both sides named (admins see who is
 * behind a profile), by account or company. Opening one writes the read to the audit log.
 */
export default function AdminMessagesPage() {
  const { page, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminEmployers');
  const locale = useLocale();
  const to = useLocalePath();
  const candidateOf = (room: TAdminRoom) => room.candidate_name || t('accountGone');
  const companyOf = (room: TAdminRoom) => room.company_name || t('companyGone');
  const columns: Column<TAdminRoom>[] = [
    {
      key: 'room',
      header: t('company'),
      isRowHeader: true,
      cell: (room) => (
        <Link
          to={to(`/admin/messages/${room.id}`)}
          className="underline"
          aria-label={t('openRoom', { company: companyOf(room), candidate: candidateOf(room) })}
        >
          {companyOf(room)}
        </Link>
      ),
    },
    {
      key: 'candidate',
      header: t('candidate'),
      cell: (room) => (
        <>
          <Link to={to(`/admin/users/${room.candidate_user_id}`)} className="underline">
            {candidateOf(room)}
          </Link>
          {room.candidate_email ? <span className="block text-xs text-muted">{room.candidate_email}</span> : null}
          {room.is_outstaff ? <StatusBadge tone="strong">{t('outstaff')}</StatusBadge> : null}
        </>
      ),
    },
    { key: 'count', header: t('messageCount'), cell: (room) => room.message_count },
    { key: 'last', header: t('lastMessage'), cell: (room) => dateText(room.last_message_at, locale, 'dateTime') },
  ];
  return (
    <AdminPage title={t('messagesTitle')} actions={<ExportLink />}>
      <Notice tone="warning">{t('messagesLead')}</Notice>
      <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
        <FilterInput label={t('userId')} name="user_id" type="number" value={query.user_id} />
        <FilterInput label={t('companyId')} name="company_id" type="number" value={query.company_id} />
      </FilterBar>
      <div className="mt-6">
        <DataTable
          caption={t('messagesListTitle')}
          isCaptionHidden
          columns={columns}
          rows={page.list}
          rowId={(room) => room.id}
          pages={page.pages}
          empty={<EmptyState className="" title={t('messagesEmpty')} />}
        />
      </div>
    </AdminPage>
  );
}
