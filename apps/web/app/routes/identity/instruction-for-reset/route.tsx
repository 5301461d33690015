import { useTranslation } from 'react-i18next';
import { AuthCard, AuthFootLink } from '../../../components/identity/AuthCard.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['not-auth']);
  return null;
}

export default function InstructionForReset() {
  const { t } = useTranslation('Auth');
  return (
    <AuthCard title={t('instructionTitle')}>
      <p role="status">{t('instructionText')}</p>
      <AuthFootLink path="/login">{t('backToSignIn')}</AuthFootLink>
    </AuthCard>
  );
}
