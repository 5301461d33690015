import { getFormProps } from '@conform-to/react';
import { IDENTITY, identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import { EmailField } from '../../../components/identity/CredentialFields.tsx';
import { OtherWaysIn } from '../../../components/identity/OtherWaysIn.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { formMessageOf, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { loadAuthFormPage } from '../../../lib/social-providers.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { redirectSignedIn } from '../signed-in-redirect.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAuthFormPage(args);

/** Where to go after signing in: posted with the form, not part of the sign-in call. */
const CONTROLS = ['redirect'];

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const { submission, control } = await parseFormPost(request, identity.login.body, locale, CONTROLS);
  if (submission.status !== 'success') return replyInvalid(submission);
  const result = await callApi(serverApi(context), identity.login, { body: submission.value, locale });
  if (!result.ok) return replyWithFailure(submission, result);
  return redirectSignedIn({ request, context, locale, savedPath: control('redirect'), session: result.data });
}

export default function Login() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const reply = useActionData<typeof action>();
  const { providers } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(identity.login.body, { lastResult: reply, controls: CONTROLS });
  const formRef = useFocusFirstInvalid(reply);
  // Where other pages send the visitor with news: a password just reset, a social sign-in that could not start.
  const isAfterReset = params.get('reset') === '1' && !reply;
  const hasSocialError = params.has('social_error') && !reply;
  return (
    <AuthCard title={t('signInTitle')} lead={t('signInLead')}>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        {isAfterReset ? <FormAlert tone="success" message={t('passwordSaved')} /> : null}
        {hasSocialError ? <FormAlert message={t('socialStartFailed')} /> : null}
        <FormAlert message={formMessageOf(reply)} />
        <input type="hidden" name="redirect" value={params.get('redirect') ?? ''} />
        <EmailField label={t('email')} meta={fields.email} />
        <TextField
          meta={fields.password}
          label={t('password')}
          type="password"
          autoComplete="current-password"
          maxLength={IDENTITY.passwordMax}
        />
        <p className="mb-4 text-right text-sm">
          <Link to={to('/forgot')} className="font-semibold text-brand-strong hover:underline">
            {t('forgotLink')}
          </Link>
        </p>
        <SubmitButton busy={busy}>{t('signInButton')}</SubmitButton>
      </Form>
      <OtherWaysIn
        providers={providers}
        question={t('noAccount')}
        switchLabel={t('signUpButton')}
        switchTo="/register"
      />
    </AuthCard>
  );
}
