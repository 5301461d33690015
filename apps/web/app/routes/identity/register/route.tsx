import { getFormProps } from '@conform-to/react';
import { IDENTITY, identity } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { AuthCard } from '../../../components/identity/AuthCard.tsx';
import { EmailField, NewPasswordFields } from '../../../components/identity/CredentialFields.tsx';
import { OtherWaysIn } from '../../../components/identity/OtherWaysIn.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { CHOICE_CLASS } from '../../../components/ui/fields/field-meta.ts';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { formMessageOf, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { readCookie } from '../../../lib/session.server.ts';
import { loadAuthFormPage } from '../../../lib/social-providers.server.ts';
import { redirectSignedIn } from '../signed-in-redirect.server.ts';
import type { Route } from './+types/route';
import { roleOfQuery } from './role-of-query.ts';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAuthFormPage(args);

/** Where to go after signing up: posted with the form, not part of the sign-up call (as on the sign-in page). */
const CONTROLS = ['redirect'];

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const { submission, control } = await parseFormPost(request, identity.register.body, locale, CONTROLS);
  if (submission.status !== 'success') return replyInvalid(submission);
  // An invite link opened earlier left its code in a cookie; a ?invite= on this page wins.
  const invite = submission.value.invite || readCookie(request, 'hw_invite') || undefined;
  const body = { ...submission.value, locale, ...(invite ? { invite: decodeURIComponent(invite) } : {}) };
  const result = await callApi(serverApi(context), identity.register, { body, locale });
  if (!result.ok) return replyWithFailure(submission, result);
  return redirectSignedIn({ request, context, locale, savedPath: control('redirect'), session: result.data });
}

export default function Register() {
  const { t } = useTranslation('Auth');
  const reply = useActionData<typeof action>();
  const { providers } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const [role, setRole] = useState(() => roleOfQuery(params.get('role')));
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(identity.register.body, { lastResult: reply, controls: CONTROLS });
  const formRef = useFocusFirstInvalid(reply);
  const roleError = fields.role_id.errors?.[0];
  return (
    <AuthCard title={t('signUpTitle')} lead={t('signUpLead')}>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        <FormAlert message={formMessageOf(reply)} />
        <input type="hidden" name="invite" value={params.get('invite') ?? ''} />
        <input type="hidden" name="redirect" value={params.get('redirect') ?? ''} />
        <fieldset className="mb-4" aria-describedby={roleError ? fields.role_id.errorId : undefined}>
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
                  name={fields.role_id.name}
                  value={option.value}
                  checked={role === option.value}
                  aria-invalid={roleError ? true : undefined}
                  onChange={() => setRole(option.value)}
                  className={CHOICE_CLASS}
                />
                {option.label}
              </label>
            ))}
          </div>
          {roleError ? (
            <p id={fields.role_id.errorId} className="mt-1 text-sm text-red-700">
              {roleError}
            </p>
          ) : null}
        </fieldset>
        <TextField
          meta={fields.name}
          label={role === '2' ? t('companyName') : t('name')}
          autoComplete="name"
          maxLength={IDENTITY.nameMax}
        />
        <EmailField label={t('email')} meta={fields.email} />
        <NewPasswordFields
          label={t('password')}
          repeatLabel={t('repeatPassword')}
          hint={t('passwordHint')}
          password={fields.password}
          sameAsPassword={fields.sameAsPassword}
        />
        <SubmitButton busy={busy}>{t('signUpButton')}</SubmitButton>
      </Form>
      <OtherWaysIn
        providers={providers}
        socialQuery={`&role_id=${role}`}
        question={t('haveAccount')}
        switchLabel={t('signInButton')}
        switchTo="/login"
      />
    </AuthCard>
  );
}
