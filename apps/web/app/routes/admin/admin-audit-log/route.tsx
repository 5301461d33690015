import type { TAuditEntry } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { loadAuditLog } from './admin-audit-log.server.ts';
import { AuditChange } from './components/AuditChange.tsx';
import { AuditFilters } from './components/AuditFilters.tsx';

export const handle = { i18n: ['AdminUsers', 'Admin', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAuditLog(args);

/** `/admin/audit-log` (issue 25): every admin action, newest first, with filters and pages; nothing here edits it. */
export default function AdminAuditLogPage() {
  const { page, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminUsers');
  const locale = useLocale();
  const to = useLocalePath();
  const userLink = (id: number, label: string) => (
    <Link to={to(`/admin/users/${id}`)} className="underline">
      {label}
    </Link>
  );
  const columns: Column<TAuditEntry>[] = [
    {
      key: 'when',
      header: t('auditWhen'),
      isRowHeader: true,
      cell: (entry) => dateText(entry.created_at, locale, 'dateTime'),
    },
    {
      key: 'actor',
      header: t('auditActorColumn'),
      cell: (entry) => userLink(entry.actor_id, `${entry.actor_name || t('auditGone')} #${entry.actor_id}`),
    },
    { key: 'action', header: t('auditAction'), cell: (entry) => <code className="text-xs">{entry.action}</code> },
    {
      key: 'target',
      header: t('auditTarget'),
      cell: (entry) =>
        entry.target_type === 'user' && entry.target_id !== null
          ? userLink(entry.target_id, `user #${entry.target_id}`)
          : `${entry.target_type}${entry.target_id === null ? '' : ` #${entry.target_id}`}`,
    },
    { key: 'change', header: t('auditChange'), cell: (entry) => <AuditChange entry={entry} /> },
  ];
  return (
    <AdminPage title={t('auditTitle')} actions={<ExportLink />}>
      <p className="text-muted">{t('auditLead')}</p>
      <p className="mt-2 text-sm">
        <Link to={to('/admin/users')} className="underline">
          {t('title')}
        </Link>
      </p>
      <AuditFilters query={query} />
      <p className="mt-6 mb-3 text-sm text-muted" data-testid="audit-total">
        {t('auditTotal', { count: page.total })}
      </p>
      <DataTable
        caption={t('auditListTitle')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(entry) => entry.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('auditEmpty')} />}
      />
    </AdminPage>
  );
}
