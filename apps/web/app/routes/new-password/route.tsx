import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/identity/AuthCard.tsx';
import { FormAlert, NewPasswordFields, SubmitButton } from '../../components/identity/Field.tsx';
import { formFields, submitToApi } from '../../lib/api-form.server.ts';
import { runGuards } from '../../lib/guards.server.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { Route } from './+types/route';

export async function loader({ request, context }: Route.LoaderArgs) {
  runGuards(['not-auth'], { request, user: await context.currentUser() });
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const fields = await formFields(request);
  const result = await submitToApi(
    context,
    '/api/reset-password',
    { token: fields.token ?? '', password: fields.password ?? '', sameAsPassword: fields.sameAsPassword ?? '' },
    locale,
  );
  if (!result.ok) return result;
  throw redirect(`${localizePath(locale, '/login')}?reset=1`);
}

export default function NewPassword() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const [params] = useSearchParams();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const token = params.get('token');
  const errors = failure && !failure.ok ? failure.errors : {};
  const message =
    failure && !failure.ok ? (errors.token?.[0] ?? (Object.keys(errors).length === 0 ? failure.message : null)) : null;
  return (
    <AuthCard title={t('newPasswordTitle')}>
      {token ? (
        <Form method="post" noValidate>
          <FormAlert message={message} />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields
            label={t('newPassword')}
            repeatLabel={t('repeatPassword')}
            hint={t('passwordHint')}
            errors={errors}
          />
          <SubmitButton busy={busy}>{t('newPasswordButton')}</SubmitButton>
        </Form>
      ) : (
        <FormAlert message={t('newPasswordMissingToken')} />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={to('/forgot')} className="font-semibold text-brand-strong hover:underline">
          {t('forgotLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
