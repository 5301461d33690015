import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { AuthCard } from '../../components/identity/AuthCard.tsx';
import { FormAlert } from '../../components/identity/Field.tsx';
import { submitToApi } from '../../lib/api-form.server.ts';
import { landingPathOf } from '../../lib/guards.server.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { sessionCookies, withCookies } from '../../lib/session.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { Route } from './+types/route';
import type { TCompleteSocial } from './types.ts';

/** Where providers send the browser back: completes the sign-in, sets the session, goes on in the user's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const body = {
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    ...(url.searchParams.get('error') ? { error: url.searchParams.get('error')!.slice(0, 200) } : {}),
  };
  const result = await submitToApi<TCompleteSocial>(context, '/api/auth/social', body, 'en');
  if (!result.ok) return { message: result.message };
  const { user, redirect: saved, locale } = result.data;
  const target = saved && saved !== '/' ? saved : localizePath(locale as 'en', landingPathOf(user));
  throw redirect(target, { headers: withCookies(sessionCookies(request, result.data)) });
}

export default function LoginSocial() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const { message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={t('verifyFailedTitle')}>
      <FormAlert message={message} />
      <Link to={to('/login')} className="font-semibold text-brand-strong hover:underline">
        {t('backToSignIn')}
      </Link>
    </AuthCard>
  );
}
