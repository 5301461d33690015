import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context }, ['auth', 'admin']);
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
