import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ProfilePage } from '../../components/profile/ProfilePage.tsx';
import { runGuards } from '../../lib/guards.server.ts';
import type { Route } from './+types/route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.currentUser();
  runGuards(['auth', 'admin'], { request, user });
  return { user: user! };
}

export default function AdminProfile() {
  const { t } = useTranslation('Profile');
  const { user } = useLoaderData<typeof loader>();
  return (
    <ProfilePage user={user} title={t('adminTitle')}>
      <p className="text-muted">{user.email}</p>
    </ProfilePage>
  );
}
