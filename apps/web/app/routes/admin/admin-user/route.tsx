import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadAdminUser, submitAdminUser } from './admin-user.server.ts';
import { UserActions } from './components/UserActions.tsx';
import { UserFacts } from './components/UserFacts.tsx';

export const handle = { i18n: ['AdminUsers', 'Admin', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminUser(args);
export const action = (args: Route.ActionArgs) => submitAdminUser(args);

/** `/admin/users/{id}` (issue 25): one account's facts and every action admins may take on it. */
export default function AdminUserPage() {
  const { user, intents, confirming } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminUsers');
  const to = useLocalePath();
  return (
    <AdminPage title={user.name || user.email}>
      <nav aria-label={t('related')} className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={to('/admin/users')} className="underline">
          {t('backToList')}
        </Link>
        <Link to={to(`/admin/audit-log?target_type=user&target_id=${user.id}`)} className="underline">
          {t('userAuditLog')}
        </Link>
      </nav>
      <div className="grid gap-6 xl:grid-cols-2">
        <UserFacts user={user} />
        <UserActions user={user} intents={intents} confirming={confirming} />
      </div>
    </AdminPage>
  );
}
