import { getFormProps } from '@conform-to/react';
import { admin, type TAdminAccount } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { LANGUAGE_OPTIONS } from '../../../../components/admin/language-options.ts';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../../components/ui/fields/SelectField.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../../lib/form-reply.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import type { AdminsAnswer } from '../admin-admins.server.ts';
import { ADMIN_FORM_CONTROLS, ZEditAdmin } from '../admin-forms.ts';

/** Invites another admin: the mail's link sets the password, the first sign-in the second factor. */
export function AddAdminForm({ answer }: { answer: AdminsAnswer | undefined }) {
  const { t } = useTranslation('AdminSettings');
  const reply = answer?.form === 'create' ? answer.reply : undefined;
  const [form, fields] = useContractForm(admin.createAdminAccount.body, {
    id: 'add-admin',
    lastResult: reply,
    controls: ADMIN_FORM_CONTROLS,
  });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel title={t('addTitle')} lead={t('addHint')}>
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4 grid gap-x-4 md:grid-cols-3">
        <input type="hidden" name="intent" value="create" />
        <div className="md:col-span-3">
          <FormAlert message={formMessageOf(reply)} />
        </div>
        <TextField meta={fields.name} label={t('name')} autoComplete="off" maxLength={100} />
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="off" maxLength={254} />
        <SelectField meta={fields.locale} label={t('language')} options={LANGUAGE_OPTIONS} />
        <div className="md:col-span-3">
          <SubmitButton busy={busy}>{t('addButton')}</SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** Another admin's name and e-mail; the switch and the removal are the row's buttons. */
export function EditAdminForm({ account, answer }: { account: TAdminAccount; answer: AdminsAnswer | undefined }) {
  const { t } = useTranslation('AdminSettings');
  const to = useLocalePath();
  const reply = answer?.form === 'update' ? answer.reply : undefined;
  const [form, fields] = useContractForm(ZEditAdmin, {
    id: 'edit-admin',
    lastResult: reply,
    controls: ADMIN_FORM_CONTROLS,
    defaultValue: { name: account.name, email: account.email },
  });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel title={t('editTitle', { name: account.name || account.email })} className="mt-6">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4 grid gap-x-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={account.id} />
        <div className="md:col-span-2">
          <FormAlert message={formMessageOf(reply)} />
        </div>
        <TextField meta={fields.name} label={t('name')} autoComplete="off" maxLength={100} />
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="off" maxLength={254} />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <SubmitButton busy={busy}>{t('save')}</SubmitButton>
          <Button to={to('/admin/admins')} variant="secondary">
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
