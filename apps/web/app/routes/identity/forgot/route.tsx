import { identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import { EmailField, FormAlert, SubmitButton } from '../../../components/identity/Field.tsx';
import { useFocusFirstInvalid } from '../../../components/identity/use-focus-first-invalid.ts';
import { formFields, submitToApi } from '../../../lib/api-form.server.ts';
import { runGuards } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  runGuards(['not-auth'], { request, user: await context.currentUser() });
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const fields = await formFields(request);
  const result = await submitToApi(context, identity.forgotPassword, { email: fields.email ?? '' }, locale);
  if (!result.ok) return result;
  throw redirect(localizePath(locale, '/instruction_for_reset'));
}

export default function Forgot() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors = failure && !failure.ok ? failure.errors : {};
  // The spec shows USER_NOT_FOUND here as the translated incorrect-e-mail text.
  const message =
    failure && !failure.ok
      ? failure.code === 'USER_NOT_FOUND'
        ? t('forgotUnknownEmail')
        : Object.keys(failure.errors).length === 0
          ? failure.message
          : null
      : null;
  const formRef = useFocusFirstInvalid(failure);
  return (
    <AuthCard title={t('forgotTitle')} lead={t('forgotLead')}>
      <Form method="post" noValidate ref={formRef}>
        <FormAlert message={message} />
        <EmailField label={t('email')} errors={errors.email} />
        <SubmitButton busy={busy}>{t('forgotButton')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={to('/login')} className="font-semibold text-brand-strong hover:underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
