import { identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import { useWording } from '../../../components/identity/use-wording.ts';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { submitToApi } from '../../../lib/api-form.server.ts';
import { landingPathOf } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { socialFailureOf } from '../../../lib/identity-messages.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { sessionCookies, withCookies } from '../../../lib/session.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { providerOfCookie } from './social-cookie.ts';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

/**
 * Where providers send the browser back: completes the sign-in, sets the session, goes on in the user's language.
 * A provider's refusal (the person cancelled) or a link without a code never reaches the API: there is nothing to
 * complete, only something to explain.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code') ?? '';
  const error = url.searchParams.get('error');
  const provider = providerOfCookie(request);
  if (error || !code) return { wording: socialFailureOf({ error, hasCode: !!code, provider }) };
  const body = { code, state: url.searchParams.get('state') ?? '' };
  const result = await submitToApi(context, identity.completeSocialSignIn, body, 'en');
  if (!result.ok) return { wording: socialFailureOf({ hasCode: true, failure: result, provider }) };
  const { user, redirect: saved, locale } = result.data;
  // Checked by the API when the sign-in started; checked again here, as every redirect the web follows is.
  const savedPath = sitePathOf(saved);
  const target = savedPath && savedPath !== '/' ? savedPath : localizePath(locale as 'en', landingPathOf(user));
  throw redirect(target, { headers: withCookies(sessionCookies(request, result.data)) });
}

export default function LoginSocial() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const word = useWording();
  const { wording } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={t('socialTitle')}>
      <FormAlert message={word(wording)} />
      <Link to={to('/login')} className="font-semibold text-brand-strong hover:underline">
        {t('backToSignIn')}
      </Link>
    </AuthCard>
  );
}
