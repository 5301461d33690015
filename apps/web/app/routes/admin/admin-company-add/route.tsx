import { getFormProps } from '@conform-to/react';
import { admin } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/fields/TextAreaField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { PickerSearch } from '../components/PickerSearch.tsx';
import type { Route } from './+types/route';
import { loadAdminCompanyAdd, submitAdminCompanyAdd } from './company-add.server.ts';

export const handle = { i18n: ['AdminEmployers', 'Admin', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminCompanyAdd(args);
export const action = (args: Route.ActionArgs) => submitAdminCompanyAdd(args);

/** `/admin/companies/add` (issue 25): an approved company, owned by an employer account or by nobody yet. */
export default function AdminCompanyAddPage() {
  const { owners, search } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('AdminEmployers');
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(admin.createAdminCompany.body, { lastResult: reply, id: 'company-add' });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <AdminPage
      title={t('companyAddTitle')}
      actions={
        <Button to={to('/admin/companies')} variant="secondary" size="sm">
          {t('Admin:menu.companies')}
        </Button>
      }
    >
      <section className="rounded-2xl border border-neutral-200 bg-white p-6">
        <p className="mb-4 text-sm text-muted">{t('companyAddLead')}</p>
        <PickerSearch name="owner" value={search} label={t('findOwner')} hint={t('findOwnerHint')} button={t('find')} />
        <Form method="post" {...getFormProps(form)} ref={formRef}>
          <FormAlert message={formMessageOf(reply)} />
          <TextField meta={fields.name} label={t('companyName')} />
          <SelectField
            meta={fields.owner_user_id}
            label={t('owner')}
            empty={t('noOwner')}
            options={owners.map((owner) => ({ key: owner.id, name: `${owner.name} <${owner.email}>` }))}
          />
          <TextField meta={fields.site} label={t('site')} type="url" />
          <TextAreaField meta={fields.description} label={t('description')} />
          <SubmitButton busy={busy}>{t('companyCreate')}</SubmitButton>
        </Form>
      </section>
    </AdminPage>
  );
}
