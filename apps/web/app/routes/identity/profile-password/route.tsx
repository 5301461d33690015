import { IDENTITY, identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Field, FormAlert, NewPasswordFields, SubmitButton } from '../../../components/identity/Field.tsx';
import { useFocusFirstInvalid } from '../../../components/identity/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { formFields, submitToApi } from '../../../lib/api-form.server.ts';
import { runGuards } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { clearSessionCookies, sessionCookies, withCookies } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.currentUser();
  runGuards(['auth'], { request, user });
  return { user: user!, deleteToken: new URL(request.url).searchParams.get('delete') };
}

/** Two forms on one page: change the password, or delete the account (by password or a mailed link's token). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const fields = await formFields(request);
  if (fields.intent === 'delete') {
    const body = fields.token ? { token: fields.token } : { password: fields.password ?? '' };
    const result = await submitToApi(context, identity.deleteProfile, body, locale);
    if (!result.ok) return { form: 'delete' as const, ...result };
    if (result.data.status === 'deleted') {
      throw redirect(localizePath(locale, '/'), { headers: withCookies(clearSessionCookies(request)) });
    }
    return { form: 'delete' as const, ok: true as const, sent: true };
  }
  const result = await submitToApi(
    context,
    identity.changePassword,
    {
      ...(fields.current_password ? { current_password: fields.current_password } : {}),
      password: fields.password ?? '',
      sameAsPassword: fields.sameAsPassword ?? '',
    },
    locale,
  );
  if (!result.ok) return { form: 'password' as const, ...result };
  // Every session ended with the change; this tab continues with the fresh pair.
  return data(
    { form: 'password' as const, ok: true as const },
    { headers: withCookies(sessionCookies(request, result.data)) },
  );
}

export default function ProfilePassword() {
  const { t } = useTranslation('Profile');
  const { t: tAuth } = useTranslation('Auth');
  const { user, deleteToken } = useLoaderData<typeof loader>();
  const result = useActionData<{
    form: 'password' | 'delete';
    ok: boolean;
    errors?: Record<string, string[]>;
    message?: string;
    sent?: boolean;
  }>();
  const busy = useNavigation().state === 'submitting';
  const passwordErrors = result?.form === 'password' && !result.ok ? (result.errors ?? {}) : {};
  const deleteErrors = result?.form === 'delete' && !result.ok ? (result.errors ?? {}) : {};
  const passwordFormRef = useFocusFirstInvalid(result?.form === 'password' ? result : undefined);
  const deleteSectionRef = useFocusFirstInvalid<HTMLElement>(result?.form === 'delete' ? result : undefined);
  // A failure no field owns (too many attempts, a spent link) is worded above the form.
  const passwordMessage =
    result?.form === 'password' && !result.ok && Object.keys(passwordErrors).length === 0 ? result.message : null;
  return (
    <ProfilePage user={user} title={t('passwordTitle')}>
      <Form method="post" noValidate className="max-w-md" ref={passwordFormRef}>
        <input type="hidden" name="intent" value="password" />
        {result?.form === 'password' && result.ok ? <FormAlert tone="success" message={t('passwordChanged')} /> : null}
        <FormAlert message={passwordMessage} />
        {user.has_password ? (
          <Field
            label={tAuth('currentPassword')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            maxLength={IDENTITY.passwordMax}
            errors={passwordErrors.current_password}
          />
        ) : null}
        <NewPasswordFields
          label={tAuth('newPassword')}
          repeatLabel={tAuth('repeatPassword')}
          hint={tAuth('passwordHint')}
          errors={passwordErrors}
        />
        <SubmitButton busy={busy}>{t('changePasswordButton')}</SubmitButton>
      </Form>

      <section
        ref={deleteSectionRef}
        aria-labelledby="delete-title"
        className="mt-12 max-w-md rounded-2xl border border-red-200 bg-white p-6"
      >
        <h2 id="delete-title" className="text-lg font-semibold text-red-800">
          {t('deleteTitle')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('deleteText')}</p>
        {result?.form === 'delete' && result.sent ? (
          <FormAlert tone="success" message={t('deleteConfirmSent')} />
        ) : null}
        {result?.form === 'delete' && !result.ok && Object.keys(deleteErrors).length === 0 ? (
          <FormAlert message={result.message} />
        ) : null}
        <Form method="post" noValidate className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          {deleteToken ? <input type="hidden" name="token" value={deleteToken} /> : null}
          {user.has_password && !deleteToken ? (
            <Field
              label={tAuth('password')}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={IDENTITY.passwordMax}
              errors={deleteErrors.password}
            />
          ) : null}
          <button
            type="submit"
            className="rounded-lg border border-red-700 px-4 py-2.5 font-semibold text-red-800 hover:bg-red-50"
          >
            {t('deleteButton')}
          </button>
        </Form>
      </section>
    </ProfilePage>
  );
}
