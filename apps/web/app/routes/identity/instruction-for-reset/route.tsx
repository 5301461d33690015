import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['not-auth']);
  return null;
}

export default function InstructionForReset() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  return (
    <AuthCard title={t('instructionTitle')}>
      <p role="status">{t('instructionText')}</p>
      <p className="mt-6 text-center text-sm">
        <Link to={to('/login')} className="font-semibold text-brand-strong hover:underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
