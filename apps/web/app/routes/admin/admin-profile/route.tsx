import { getFormProps } from '@conform-to/react';
import { admin, IDENTITY } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { LANGUAGE_OPTIONS } from '../../../components/admin/language-options.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadAdminProfile, type ProfileAnswer, submitAdminProfile } from './admin-profile.server.ts';
import { PROFILE_CONTROLS } from './profile-forms.ts';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['AdminSettings', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminProfile(args);
export const action = (args: Route.ActionArgs) => submitAdminProfile(args);

/** New recovery codes after the password; shown once, in the answer that made them. */
function RecoveryCodes({ answer }: { answer: ProfileAnswer | undefined }) {
  const { t } = useTranslation('AdminSettings');
  const reply = answer?.form === 'recovery' ? answer.reply : undefined;
  const codes = answer?.form === 'recovery' ? answer.codes : undefined;
  const [form, fields] = useContractForm(admin.renewRecoveryCodes.body, {
    id: 'recovery-codes',
    lastResult: reply,
    controls: PROFILE_CONTROLS,
  });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel title={t('recoveryTitle')} lead={t('recoveryText')} className="mt-8 max-w-xl">
      {codes ? (
        <div role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900">
          <p className="text-sm">{t('recoveryShown')}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
        <input type="hidden" name="intent" value="recovery" />
        <FormAlert message={formMessageOf(reply)} />
        <TextField
          meta={fields.current_password}
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={IDENTITY.passwordMax}
        />
        <SubmitButton busy={busy}>{t('recoveryButton')}</SubmitButton>
      </Form>
    </Panel>
  );
}

/** `/admin/profile` (issue 25): the signed-in admin's name, e-mail and language, and new recovery codes. */
export default function AdminProfile() {
  const { t } = useTranslation('AdminSettings');
  const to = useLocalePath();
  const { account } = useLoaderData<typeof loader>();
  const answer = useActionData<ProfileAnswer>();
  const reply = answer?.form === 'profile' ? answer.reply : undefined;
  const [form, fields] = useContractForm(admin.updateAdminProfile.body, {
    id: 'admin-profile',
    lastResult: reply,
    controls: PROFILE_CONTROLS,
    defaultValue: { name: account.name, email: account.email, locale: account.locale },
  });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  return (
    <AdminPage title={t('profileTitle')}>
      <Form method="post" {...getFormProps(form)} ref={formRef} className="max-w-xl">
        <input type="hidden" name="intent" value="profile" />
        {answer?.form === 'profile' && answer.done ? <FormAlert tone="success" message={t('profileSaved')} /> : null}
        <FormAlert message={formMessageOf(reply)} />
        <TextField meta={fields.name} label={t('name')} autoComplete="name" maxLength={IDENTITY.nameMax} />
        <TextField
          meta={fields.email}
          label={t('email')}
          type="email"
          autoComplete="email"
          maxLength={IDENTITY.emailMax}
        />
        <SelectField meta={fields.locale} label={t('language')} options={LANGUAGE_OPTIONS} />
        <TextField
          meta={fields.current_password}
          label={t('currentPassword')}
          description={t('currentPasswordHint')}
          type="password"
          autoComplete="current-password"
          maxLength={IDENTITY.passwordMax}
        />
        <SubmitButton busy={busy}>{t('saveProfile')}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={to('/profile/password')} className="underline">
          {t('changePassword')}
        </Link>
      </p>
      {account.has_second_factor ? <RecoveryCodes answer={answer} /> : null}
    </AdminPage>
  );
}
