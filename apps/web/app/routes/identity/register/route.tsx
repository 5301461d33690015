import { IDENTITY, identity } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import {
  CHOICE_CLASS,
  EmailField,
  Field,
  FormAlert,
  formFailureOf,
  NewPasswordFields,
  SubmitButton,
} from '../../../components/identity/Field.tsx';
import { SocialButtons } from '../../../components/identity/SocialButtons.tsx';
import { useFocusFirstInvalid } from '../../../components/identity/use-focus-first-invalid.ts';
import { formFields, submitToApi } from '../../../lib/api-form.server.ts';
import { landingPathOf } from '../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { readCookie, sessionCookies, withCookies } from '../../../lib/session.server.ts';
import { loadAuthFormPage } from '../../../lib/social-providers.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { roleOfQuery } from './role-of-query.ts';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAuthFormPage(args);

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const fields = await formFields(request);
  // An invite link opened earlier left its code in a cookie; a ?invite= on this page wins.
  const invite = fields.invite || readCookie(request, 'hw_invite') || undefined;
  const result = await submitToApi(
    context,
    identity.register,
    {
      role_id: Number(fields.role_id) || 0,
      name: fields.name ?? '',
      email: fields.email ?? '',
      password: fields.password ?? '',
      sameAsPassword: fields.sameAsPassword ?? '',
      locale,
      ...(invite ? { invite: decodeURIComponent(invite) } : {}),
    },
    locale,
  );
  if (!result.ok) return result;
  throw redirect(localizePath(locale, landingPathOf(result.data.user)), {
    headers: withCookies(sessionCookies(request, result.data)),
  });
}

export default function Register() {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  const failure = useActionData<typeof action>();
  const { providers } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const [role, setRole] = useState(() => roleOfQuery(params.get('role')));
  const busy = useNavigation().state === 'submitting';
  const { errors, message } = formFailureOf(failure);
  const formRef = useFocusFirstInvalid(failure);
  return (
    <AuthCard title={t('signUpTitle')} lead={t('signUpLead')}>
      <Form method="post" noValidate ref={formRef}>
        <FormAlert message={message} />
        <input type="hidden" name="invite" value={params.get('invite') ?? ''} />
        <fieldset className="mb-4">
          <legend className="mb-2 text-sm font-semibold">{t('roleLegend')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: '1', label: t('iAmWorker') },
              { value: '2', label: t('iAmCompany') },
            ].map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-3 py-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:border-brand-strong"
              >
                <input
                  type="radio"
                  name="role_id"
                  value={option.value}
                  checked={role === option.value}
                  aria-invalid={errors.role_id ? true : undefined}
                  onChange={() => setRole(option.value)}
                  className={CHOICE_CLASS}
                />
                {option.label}
              </label>
            ))}
          </div>
          {errors.role_id ? <p className="mt-1 text-sm text-red-700">{errors.role_id[0]}</p> : null}
        </fieldset>
        <Field
          label={role === '2' ? t('companyName') : t('name')}
          name="name"
          autoComplete="name"
          required
          maxLength={IDENTITY.nameMax}
          errors={errors.name}
        />
        <EmailField label={t('email')} errors={errors.email} />
        <NewPasswordFields
          label={t('password')}
          repeatLabel={t('repeatPassword')}
          hint={t('passwordHint')}
          errors={errors}
        />
        <SubmitButton busy={busy}>{t('signUpButton')}</SubmitButton>
      </Form>
      <SocialButtons providers={providers} query={`&role_id=${role}`} />
      <p className="mt-6 text-center text-sm">
        {t('haveAccount')}{' '}
        <Link to={to('/login')} className="font-semibold text-brand-strong hover:underline">
          {t('signInButton')}
        </Link>
      </p>
    </AuthCard>
  );
}
