import { getFormProps } from '@conform-to/react';
import { admin, LOCALES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { PickerSearch } from '../components/PickerSearch.tsx';
import type { Route } from './+types/route';
import { loadAdminEmployerAdd, submitAdminEmployerAdd } from './employer-add.server.ts';

/** A language by its own name ("Deutsch", "polski"), as a person who reads it looks for it. */
const languageName = (code: string) => new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;

export const handle = { i18n: ['AdminEmployers', 'Admin', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminEmployerAdd(args);
export const action = (args: Route.ActionArgs) => submitAdminEmployerAdd(args);

/** `/admin/employers/add` (issue 25): an employer account without a password, optionally in a company. */
export default function AdminEmployerAddPage() {
  const { companies, search } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('AdminEmployers');
  const locale = useLocale();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(admin.createAdminEmployer.body, {
    lastResult: reply,
    id: 'employer-add',
    defaultValue: { locale },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <AdminPage
      title={t('addTitle')}
      actions={
        <Button to={to('/admin/employers')} variant="secondary" size="sm">
          {t('backToList')}
        </Button>
      }
    >
      <section className="rounded-2xl border border-neutral-200 bg-white p-6">
        <p className="mb-4 text-sm text-muted">{t('addLead')}</p>
        <PickerSearch
          name="company"
          value={search}
          label={t('findCompany')}
          hint={t('findCompanyHint')}
          button={t('find')}
        />
        <Form method="post" {...getFormProps(form)} ref={formRef}>
          <FormAlert message={formMessageOf(reply)} />
          <TextField meta={fields.name} label={t('name')} />
          <TextField meta={fields.email} label={t('email')} type="email" />
          <SelectField
            meta={fields.locale}
            label={t('mailLanguage')}
            options={LOCALES.map((code) => ({ key: code, name: languageName(code) }))}
          />
          <SelectField
            meta={fields.company_id}
            label={t('company')}
            empty={t('noCompany')}
            options={companies.map((company) => ({ key: company.id, name: company.name }))}
          />
          <CheckboxField meta={fields.is_owner} label={t('isOwner')} description={t('isOwnerHint')} plain />
          <SubmitButton busy={busy}>{t('create')}</SubmitButton>
        </Form>
      </section>
    </AdminPage>
  );
}
