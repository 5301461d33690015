import type { TAdminComment } from '@hushwork/contract';
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
import { loadAdminComments, submitAdminComments } from './comments.server.ts';

export const handle = { i18n: ['Admin', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminComments(args);
export const action = (args: Route.ActionArgs) => submitAdminComments(args);

const FORM = 'comment-decisions';
/** A comment's first words name it in the selection bar. */
const shortOf = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** `/admin/comments`: the blog's comments queue, each comment's whole text in its row with the article it is under. */
export default function AdminComments() {
  const { query, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A new address (a decision's redirect, another page or order) starts with nothing ticked.
  const { key } = useLocation();
  const { t } = useTranslation('Admin');
  const locale = useLocale();
  const columns: Column<TAdminComment>[] = [
    {
      key: 'text',
      header: t('columns.text'),
      isRowHeader: true,
      cell: (row) => (
        <div className="space-y-1 text-sm">
          {row.parent_id !== null && <p className="text-muted">{t('comments.reply', { id: row.parent_id })}</p>}
          <p className="whitespace-pre-line">{row.text}</p>
        </div>
      ),
      className: 'md:max-w-96',
    },
    { key: 'article', header: t('comments.article'), cell: (row) => row.post_title },
    { key: 'author', header: t('columns.author'), cell: (row) => t(`comments.role.${row.author_role}`) },
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
          to={`/blog/${row.post_slug}#comment-${row.id}`}
          name={shortOf(row.text)}
        />
      ),
    },
  ];
  return (
    <AdminPage title={t('comments.title')} actions={<ExportLink />}>
      <p className="text-muted">{t('comments.lead')}</p>
      <QueueFilters query={query} searchHint={t('comments.searchHint')} />
      <p className="mt-6 mb-2 text-sm text-muted">{t('found', { count: page.total })}</p>
      <DataTable
        key={key}
        caption={t('comments.title')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(row) => row.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('empty')} />}
        selection={{
          formId: FORM,
          nameOf: (row) => shortOf(row.text),
          bar: (selected) => <DecisionBar formId={FORM} result={result} selected={selected} />,
        }}
      />
    </AdminPage>
  );
}
