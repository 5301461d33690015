import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { EmptyTab } from '../../../components/candidates/EmptyTab.tsx';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireOwnCandidate } from '../profile-candidate.server.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Candidates', 'Profile'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireOwnCandidate(args);
  return { user };
}

/** The autosender tab: sending the resume to companies arrives with the resume mailings; until then it says so. */
export default function AutosenderPage() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Candidates');
  return (
    <ProfilePage user={user} title={t('autosenderTitle')}>
      <UserTabs />
      <EmptyTab title={t('autosenderEmptyTitle')} text={t('autosenderEmptyText')} more={t('autosenderEmptyMore')} />
    </ProfilePage>
  );
}
