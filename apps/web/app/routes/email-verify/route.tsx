import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AuthCard } from '../../components/identity/AuthCard.tsx';
import { FormAlert } from '../../components/identity/Field.tsx';
import { localeOfParams } from '../../lib/locale-of.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { Route } from './+types/route';

/** Opening the mailed link confirms the address; the page says whether it worked. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const response = await context.api<{ message?: string }>(
    `/api/auth/email-verify/${encodeURIComponent(token || 'missing-token-0000')}`,
    {
      locale: localeOfParams(params),
    },
  );
  return { ok: response.status === 200, message: response.status === 200 ? null : (response.body.message ?? null) };
}

export default function EmailVerify() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const { ok, message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={ok ? t('verifiedTitle') : t('verifyFailedTitle')}>
      {ok ? <FormAlert tone="success" message={t('verifiedText')} /> : <FormAlert message={message} />}
      <Link
        to={to('/profile')}
        className="mt-2 inline-block rounded-lg bg-brand px-4 py-2.5 font-semibold text-ink hover:brightness-95"
      >
        {t('continue')}
      </Link>
    </AuthCard>
  );
}
