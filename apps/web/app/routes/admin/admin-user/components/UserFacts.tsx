import type { TAdminUserDetail } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { USER_STATUS_TONE } from '../../admin-users/user-status-tone.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** What the account is and where it stands, as GET admin/users/{id} answers it. */
export function UserFacts({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation('AdminUsers');
  const locale = useLocale();
  const moment = (iso: string | null, none: string) => (iso ? dateText(iso, locale, 'dateTime') : none);
  return (
    <Panel title={t('facts')}>
      <dl className="mt-3 divide-y divide-neutral-100 text-sm">
        <Fact term={t('status')}>
          <StatusBadge tone={USER_STATUS_TONE[user.status]}>{t(`status_${user.status}`)}</StatusBadge>
        </Fact>
        <Fact term={t('email')}>{user.email}</Fact>
        <Fact term={t('name')}>{user.name || '—'}</Fact>
        <Fact term={t('role')}>{t(`role_${user.role}`)}</Fact>
        <Fact term={t('language')}>{user.locale}</Fact>
        <Fact term={t('verified')}>{user.is_email_verified ? t('yes') : t('no')}</Fact>
        <Fact term={t('active')}>{user.is_active ? t('yes') : t('no')}</Fact>
        <Fact term={t('blockedAt')}>{moment(user.blocked_at, t('no'))}</Fact>
        <Fact term={t('deletedAt')}>{moment(user.deleted_at, t('no'))}</Fact>
        <Fact term={t('created')}>{moment(user.created_at, '—')}</Fact>
        <Fact term={t('lastSignIn')}>{moment(user.last_sign_in_at, t('never'))}</Fact>
        <Fact term={t('sessions')}>{user.sessions_count}</Fact>
      </dl>
    </Panel>
  );
}
