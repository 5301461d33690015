import { identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData } from 'react-router';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context }, ['auth']);
  return { user: user! };
}

/** Sends a new verification link (the API limits how often). */
export async function action({ params, context }: Route.ActionArgs) {
  const answer = await callApi(serverApi(context), identity.sendVerificationEmail, { locale: localeOfParams(params) });
  return { ok: answer.ok, message: answer.ok ? null : answer.error.message };
}

export default function ProfileVerification() {
  const { t } = useTranslation('Profile');
  const { user } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const formRef = useFocusFirstInvalid<HTMLDivElement>(fetcher.data);
  const isVerified = user.email_verification;
  // One message per page: a confirmed address gets a heading that says so, and no profile badge beside it.
  return (
    <ProfilePage
      user={user}
      title={isVerified ? t('verificationDoneTitle') : t('verificationTitle')}
      showStatus={false}
    >
      {isVerified ? (
        <FormAlert tone="success" message={t('verificationDone')} />
      ) : (
        <div ref={formRef}>
          <p>{t('verificationText', { email: user.email })}</p>
          {fetcher.data?.ok ? (
            <FormAlert tone="success" message={t('linkSent')} />
          ) : (
            <FormAlert message={fetcher.data?.message} />
          )}
          <fetcher.Form method="post" className="mt-4">
            <Button type="submit" busy={fetcher.state !== 'idle'}>
              {t('resendLink')}
            </Button>
          </fetcher.Form>
        </div>
      )}
    </ProfilePage>
  );
}
