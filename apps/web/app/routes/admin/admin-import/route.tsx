import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Admin', 'AdminImport', 'Profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  return null;
}

/** The imports admins may run, each with its page; a new import is one more entry here. */
const IMPORTS = [
  { path: '/admin/import/employers-djinni', title: 'hub.djinniTitle', description: 'hub.djinniDescription' },
] as const;

/** `/admin/import` (issue 25): the admins' imports, each named and described, with the way to its page. */
export default function AdminImportHub() {
  const { t } = useTranslation('AdminImport');
  const to = useLocalePath();
  return (
    <AdminPage title={t('hub.title')}>
      <p className="text-muted">{t('hub.intro')}</p>
      <h2 className="mt-6 text-lg font-semibold">{t('hub.listTitle')}</h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {IMPORTS.map((item) => (
          <li key={item.path} className="rounded-2xl border border-neutral-200 bg-white p-6">
            <h3 className="flex items-center gap-2 font-semibold">
              <FileUp aria-hidden="true" className="size-5" />
              {t(item.title)}
            </h3>
            <p className="mt-2 text-sm text-muted">{t(item.description)}</p>
            <Button to={to(item.path)} variant="secondary" size="sm" className="mt-4">
              {t('hub.open')}
            </Button>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
