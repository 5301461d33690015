import { getFormProps } from '@conform-to/react';
import { identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { AuthCard, AuthFootLink } from '../../../components/identity/AuthCard.tsx';
import { EmailField } from '../../../components/identity/CredentialFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { formMessageOf, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'validation'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['not-auth']);
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, identity.forgotPassword.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const result = await callApi(serverApi(context), identity.forgotPassword, { body: submission.value, locale });
  if (!result.ok) return replyWithFailure(submission, result);
  throw redirect(localizePath(locale, '/instruction_for_reset'));
}

export default function Forgot() {
  const { t } = useTranslation('Auth');
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(identity.forgotPassword.body, { lastResult: reply });
  // The spec shows USER_NOT_FOUND here as the translated incorrect-e-mail text.
  const message = reply?.failure?.code === 'USER_NOT_FOUND' ? t('forgotUnknownEmail') : formMessageOf(reply);
  const formRef = useFocusFirstInvalid(reply);
  return (
    <AuthCard title={t('forgotTitle')} lead={t('forgotLead')}>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        <FormAlert message={message} />
        <EmailField label={t('email')} meta={fields.email} />
        <SubmitButton busy={busy}>{t('forgotButton')}</SubmitButton>
      </Form>
      <AuthFootLink path="/login">{t('backToSignIn')}</AuthFootLink>
    </AuthCard>
  );
}
