import { identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import { useWording } from '../../../components/identity/use-wording.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { verifyLinkFailureOf, type Wording } from '../../../lib/identity-messages.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

type Outcome = { state: 'verified' } | { state: 'already-verified' } | { state: 'failed'; wording: Wording };

/** Opening the mailed link confirms the address; the page says whether it worked, in words the visitor can act on. */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const answer = await callApi(serverApi(context), identity.verifyEmail, {
    params: { token: token || 'missing-token-0000' },
    locale: localeOfParams(params),
  });
  if (answer.ok) return { state: 'verified' };
  // A second click on the link (or an old one) by someone whose address is confirmed: nothing went wrong for them.
  const user = await context.currentUser();
  if (user?.email_verification) return { state: 'already-verified' };
  return {
    state: 'failed',
    wording: verifyLinkFailureOf({ status: answer.status, code: answer.error.code, message: answer.error.message }),
  };
}

export default function EmailVerify() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const word = useWording();
  const outcome = useLoaderData<typeof loader>();
  if (outcome.state === 'failed') {
    return (
      <AuthCard title={t('verifyFailedTitle')}>
        <FormAlert message={word(outcome.wording)} />
        {/* Guests pass through sign-in on the way; the page then sends a fresh link with one click. */}
        <Button to={to('/profile/verification')} className="mt-2">
          {t('sendNewVerifyLink')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('verifiedTitle')}>
      <FormAlert tone="success" message={outcome.state === 'verified' ? t('verifiedText') : t('alreadyVerifiedText')} />
      <Button to={to('/profile')} className="mt-2">
        {t('continue')}
      </Button>
    </AuthCard>
  );
}
