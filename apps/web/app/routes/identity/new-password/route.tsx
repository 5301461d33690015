import { getFormProps } from '@conform-to/react';
import { identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { AuthCard, AuthFootLink } from '../../../components/identity/AuthCard.tsx';
import { NewPasswordFields } from '../../../components/identity/CredentialFields.tsx';
import { useWording } from '../../../components/identity/use-wording.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost, submitToApi } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { formMessageOf, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { resetLinkFailureOf, type Wording } from '../../../lib/identity-messages.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'validation'] } satisfies I18nHandle;

/** Asks the API whether the mailed link still works, so a spent one says so instead of showing the form. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['not-auth']);
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { linkFailure: null };
  const check = await submitToApi(context, identity.checkResetToken, { token }, localeOfParams(params));
  return {
    linkFailure: check.ok
      ? null
      : resetLinkFailureOf({ status: check.status, code: check.code, message: check.message }),
  } satisfies { linkFailure: Wording | null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, identity.resetPassword.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const result = await callApi(serverApi(context), identity.resetPassword, { body: submission.value, locale });
  if (!result.ok) return replyWithFailure(submission, result);
  throw redirect(`${localizePath(locale, '/login')}?reset=1`);
}

export default function NewPassword() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const word = useWording();
  const [params] = useSearchParams();
  const { linkFailure } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useContractForm(identity.resetPassword.body, { lastResult: reply });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  const token = params.get('token');
  // The link can be spent between opening the page and saving (a second tab): the form then says so at its top.
  const failure = reply?.failure;
  const message =
    failure?.status === 410
      ? word(resetLinkFailureOf({ ...failure, message: formMessageOf(reply) ?? '' }))
      : (reply?.error?.token?.[0] ?? formMessageOf(reply));
  if (!token || linkFailure) {
    return (
      <AuthCard title={token ? t('verifyFailedTitle') : t('newPasswordTitle')}>
        <FormAlert message={linkFailure ? word(linkFailure) : t('newPasswordMissingToken')} />
        <Button to={to('/forgot')} className="mt-2">
          {t('requestNewLink')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('newPasswordTitle')}>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        <FormAlert message={message} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          label={t('newPassword')}
          repeatLabel={t('repeatPassword')}
          hint={t('passwordHint')}
          password={fields.password}
          sameAsPassword={fields.sameAsPassword}
        />
        <SubmitButton busy={busy}>{t('newPasswordButton')}</SubmitButton>
      </Form>
      <AuthFootLink path="/forgot">{t('forgotLink')}</AuthFootLink>
    </AuthCard>
  );
}
