import { getFormProps } from '@conform-to/react';
import { IDENTITY, identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { AuthCard } from '../../../../components/identity/AuthCard.tsx';
import { EmailField } from '../../../../components/identity/CredentialFields.tsx';
import { OtherWaysIn } from '../../../../components/identity/OtherWaysIn.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { type FormReply, formMessageOf } from '../../../../lib/form-reply.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { PASSWORD_CONTROLS } from '../login-controls.ts';

/** The first step, for everyone: e-mail and password. `notice` says why a later step sent the visitor back here. */
export function PasswordForm({
  reply,
  notice,
  providers,
}: {
  reply: FormReply | undefined;
  notice: string | undefined;
  providers: Parameters<typeof OtherWaysIn>[0]['providers'];
}) {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(identity.login.body, { lastResult: reply, controls: PASSWORD_CONTROLS });
  const formRef = useFocusFirstInvalid(reply);
  // Where other pages send the visitor with news: a password just reset, a social sign-in that could not start.
  const isAfterReset = params.get('reset') === '1' && !reply && !notice;
  const hasSocialError = params.has('social_error') && !reply && !notice;
  return (
    <AuthCard title={t('signInTitle')} lead={t('signInLead')}>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        {isAfterReset ? <FormAlert tone="success" message={t('passwordSaved')} /> : null}
        {hasSocialError ? <FormAlert message={t('socialStartFailed')} /> : null}
        <FormAlert message={notice ?? formMessageOf(reply)} />
        <input type="hidden" name="intent" value="password" />
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
