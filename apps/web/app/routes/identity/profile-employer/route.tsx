import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData } from 'react-router';
import { CommissionNotice } from '../../../components/companies/CommissionNotice.tsx';
import { COMMISSION_NOTICE_COOKIE, isCommissionNoticeDue } from '../../../components/companies/commission-notice.ts';
import { MyCompanyCard } from '../../../components/companies/MyCompanyCard.tsx';
import { TeamInvitations } from '../../../components/companies/TeamInvitations.tsx';
import { NotificationSettings } from '../../../components/profile/NotificationSettings.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { ReferralCard } from '../../../components/profile/ReferralCard.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { loadNotifications } from '../../../lib/load-notifications.server.ts';
import { loadReferrals } from '../../../lib/load-referrals.server.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { readCookie } from '../../../lib/session.server.ts';
import { answerTeamInvitation, loadTeamInvitations } from '../../companies/team-invitations.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile', 'Companies'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'company', 'check-relations']);
  const [referrals, notifications, invitations] = await Promise.all([
    loadReferrals(args),
    loadNotifications(args),
    user?.company ? [] : loadTeamInvitations(args),
  ]);
  const showCommissionNotice = isCommissionNoticeDue(user, readCookie(args.request, COMMISSION_NOTICE_COOKIE));
  return { user: user!, referrals, notifications, showCommissionNotice, invitations };
}

/** The page's one form of its own: an answer to a team's invitation. */
export async function action(args: Route.ActionArgs) {
  await requireUser(args, ['auth', 'company']);
  return answerTeamInvitation(args);
}

export default function ProfileEmployer() {
  const { t } = useTranslation('Profile');
  const { user, referrals, notifications, showCommissionNotice, invitations } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <ProfilePage user={user} title={t('employerTitle')}>
      {showCommissionNotice ? <CommissionNotice /> : null}
      <p className="text-muted">{user.email}</p>
      <MyCompanyCard user={user} />
      <TeamInvitations
        invitations={invitations}
        answer={answer?.invitation}
        isWaiting={user.employer?.waiting_company_approval === true}
      />
      {referrals ? <ReferralCard referrals={referrals} /> : null}
      {notifications ? <NotificationSettings {...notifications} /> : null}
    </ProfilePage>
  );
}
