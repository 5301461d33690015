import { candidates } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData } from 'react-router';
import { CandidateSummary } from '../../../components/candidates/CandidateSummary.tsx';
import { CvField, PhotoField } from '../../../components/candidates/ProfileFiles.tsx';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { NotificationSettings } from '../../../components/profile/NotificationSettings.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { ReferralCard } from '../../../components/profile/ReferralCard.tsx';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { loadNotifications } from '../../../lib/load-notifications.server.ts';
import { loadReferrals } from '../../../lib/load-referrals.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile', 'Candidates'] } satisfies I18nHandle;

/** The worker's own candidate profile, once they have one (until then the add-resume push applies). */
async function loadOwnCandidate({ context, params }: Route.LoaderArgs) {
  const answer = await callApi(serverApi(context), candidates.getMyCandidate, { locale: localeOfParams(params) });
  return answer.ok ? answer.data : null;
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'worker', 'has-resume']);
  const [referrals, notifications, candidate] = await Promise.all([
    loadReferrals(args),
    loadNotifications(args),
    user?.candidate ? loadOwnCandidate(args) : null,
  ]);
  // The server's clock decides whether the publication date may rise again, so the render matches on hydration.
  return { user: user!, referrals, notifications, candidate, now: Date.now() };
}

/** Raises the profile's publication date (`intent=publish`), at most once per 24 hours; a refusal says when. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser({ request, context }, ['auth', 'worker']);
  const form = await request.formData();
  if (form.get('intent') !== 'publish') return undefined;
  const answer = await callApi(serverApi(context), candidates.publishMyCandidate, { locale: localeOfParams(params) });
  return answer.ok ? { published: true as const } : { published: false as const, message: answer.error.message };
}

export default function ProfileUser() {
  const { t } = useTranslation('Profile');
  const { user, referrals, notifications, candidate, now } = useLoaderData<typeof loader>();
  const publish = useActionData<typeof action>();
  return (
    <ProfilePage user={user} title={t('userTitle')}>
      {candidate ? <UserTabs /> : null}
      <p className="text-muted">{user.email}</p>
      {candidate ? (
        <div className="mt-4 space-y-6">
          <CandidateSummary candidate={candidate} publish={publish} now={now} />
          <div className="grid gap-6 md:grid-cols-2">
            <PhotoField candidate={candidate} />
            <CvField candidate={candidate} />
          </div>
        </div>
      ) : null}
      {referrals ? <ReferralCard referrals={referrals} /> : null}
      {notifications ? <NotificationSettings {...notifications} /> : null}
    </ProfilePage>
  );
}
