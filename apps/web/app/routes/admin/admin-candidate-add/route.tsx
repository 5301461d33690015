import { getFormProps } from '@conform-to/react';
import { LOCALES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { CandidateProfileFields } from '../../../components/candidates/CandidateProfileFields.tsx';
import { PROFILE_FORM_CONTROLS } from '../../../components/candidates/profile-form.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { ZCandidateAddForm } from '../admin-candidate-edit/candidate-edit-form.ts';
import type { Route } from './+types/route';
import { loadCandidateAdd, submitCandidateAdd } from './candidate-add.server.ts';

export const handle = {
  i18n: ['Admin', 'AdminCandidates', 'Candidates', 'Places', 'validation'],
} satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCandidateAdd(args);
export const action = (args: Route.ActionArgs) => submitCandidateAdd(args);

/** The languages' own names, as a person looks for theirs. */
const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  pl: 'Polski',
  ru: 'Русский',
  uk: 'Українська',
};

/** `/admin/candidates/add` (spec section 1): a candidate and their account, made by an admin. */
export default function AdminCandidateAdd() {
  const { choices, countries } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('AdminCandidates');
  const [form, fields] = useContractForm(ZCandidateAddForm, {
    id: 'add-candidate',
    lastResult: reply,
    controls: PROFILE_FORM_CONTROLS,
    defaultValue: { locale: 'en', experience: 'without', english_level: 'without' },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <AdminPage title={t('add.title')}>
      <p className="mb-6 max-w-2xl text-muted">{t('add.lead')}</p>
      <Form method="post" {...getFormProps(form)} ref={formRef} className="max-w-3xl">
        <FormAlert message={formMessageOf(reply)} />
        <Panel title={t('add.accountTitle')}>
          <div className="mt-4">
            <TextField meta={fields.email} label={t('add.email')} type="email" />
            <SelectField
              meta={fields.locale}
              label={t('add.locale')}
              options={LOCALES.map((locale) => ({ key: locale, name: LANGUAGE_NAMES[locale] }))}
            />
          </div>
        </Panel>
        <CandidateProfileFields fields={fields} choices={choices} countries={countries} own={null} voice="admin" />
        <div className="mt-6">
          <SubmitButton>{t('add.submit')}</SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
