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

/** The resumes tab: resumes made in the resume builder will be listed here once the builder exists. */
export default function ResumesPage() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Candidates');
  return (
    <ProfilePage user={user} title={t('resumesTitle')}>
      <UserTabs />
      <EmptyTab
        title={t('resumesEmptyTitle')}
        text={t('resumesEmptyText')}
        more={t('resumesEmptyMore')}
        link={{ path: '/resume-builder', label: t('openResumeBuilder') }}
      />
    </ProfilePage>
  );
}
