import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadAdminMessage } from './message.server.ts';

export const handle = { i18n: ['AdminEmployers', 'Admin', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminMessage(args);

/** `/admin/messages/{id}` (issue 25): one conversation, every sender named, a page at a time; the read is audited. */
export default function AdminMessagePage() {
  const { room, list, has_more, isOlderPage } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminEmployers');
  const locale = useLocale();
  const to = useLocalePath();
  const page = to(`/admin/messages/${room.id}`);
  return (
    <AdminPage
      title={t('roomTitle', { id: room.id })}
      actions={
        <Button to={to('/admin/messages')} variant="secondary" size="sm">
          {t('backToMessages')}
        </Button>
      }
    >
      <Notice tone="warning">{t('roomAudited')}</Notice>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('company')}</dt>
        <dd>
          <Link to={to(`/admin/companies/${room.company_id}`)} className="underline">
            {room.company_name || t('companyGone')}
          </Link>
        </dd>
        <dt className="text-muted">{t('candidate')}</dt>
        <dd>
          <Link to={to(`/admin/users/${room.candidate_user_id}`)} className="underline">
            {room.candidate_name || t('accountGone')}
          </Link>
          {room.candidate_email ? ` · ${room.candidate_email}` : null}
        </dd>
        <dt className="text-muted">{t('messageCount')}</dt>
        <dd>{room.message_count}</dd>
      </dl>
      <section aria-labelledby="room-messages" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="room-messages" className="text-lg font-semibold">
          {t('roomMessages')}
        </h2>
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          {has_more && list[0] ? (
            <Link to={`${page}?before_id=${list[0].id}`} className="underline">
              {t('older')}
            </Link>
          ) : null}
          {isOlderPage ? (
            <Link to={page} className="underline">
              {t('newest')}
            </Link>
          ) : null}
        </p>
        {list.length === 0 ? (
          <p className="mt-4 text-muted">{t('roomEmpty')}</p>
        ) : (
          <ol className="mt-4 space-y-3">
            {list.map((message) => (
              <li
                key={message.id}
                className={`rounded-xl p-3 ${message.side === 'company' ? 'bg-brand-soft' : 'border border-neutral-200'}`}
              >
                <p className="text-xs text-muted">
                  <span className="font-semibold">{t(`side_${message.side}`)}</span>
                  {' · '}
                  {message.sender_name || t('accountGone')}
                  {' · '}
                  {dateText(message.created_at, locale, 'dateTime')}
                </p>
                <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{message.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  );
}
