import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CommissionNotice } from '../../../components/companies/CommissionNotice.tsx';
import { COMMISSION_NOTICE_COOKIE, isCommissionNoticeDue } from '../../../components/companies/commission-notice.ts';
import { MyCompanyCard } from '../../../components/companies/MyCompanyCard.tsx';
import { NotificationSettings } from '../../../components/profile/NotificationSettings.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { ReferralCard } from '../../../components/profile/ReferralCard.tsx';
import { runGuards } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { loadNotifications } from '../../../lib/load-notifications.server.ts';
import { loadReferrals } from '../../../lib/load-referrals.server.ts';
import { readCookie } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile', 'Companies'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  const user = await args.context.currentUser();
  runGuards(['auth', 'company', 'check-relations'], { request: args.request, user });
  const [referrals, notifications] = await Promise.all([loadReferrals(args), loadNotifications(args)]);
  const showCommissionNotice = isCommissionNoticeDue(user, readCookie(args.request, COMMISSION_NOTICE_COOKIE));
  return { user: user!, referrals, notifications, showCommissionNotice };
}

export default function ProfileEmployer() {
  const { t } = useTranslation('Profile');
  const { user, referrals, notifications, showCommissionNotice } = useLoaderData<typeof loader>();
  return (
    <ProfilePage user={user} title={t('employerTitle')}>
      {showCommissionNotice ? <CommissionNotice /> : null}
      <p className="text-muted">{user.email}</p>
      <MyCompanyCard user={user} />
      {referrals ? <ReferralCard referrals={referrals} /> : null}
      {notifications ? <NotificationSettings {...notifications} /> : null}
    </ProfilePage>
  );
}
