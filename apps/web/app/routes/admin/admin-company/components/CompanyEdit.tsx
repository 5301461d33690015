import { getFormProps } from '@conform-to/react';
import { admin, type TAdminCompany } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { ControlCheckbox } from '../../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextAreaField } from '../../../../components/ui/fields/TextAreaField.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { type FormReply, formMessageOf } from '../../../../lib/form-reply.ts';

type EditedCompany = Pick<TAdminCompany, 'name' | 'is_public'> & { description: string; site: string | null };

/** The admin's edit of a company's public fields (ADR 0038): its name, site, description and public page. */
export function CompanyEdit({ company, reply }: { company: EditedCompany; reply: FormReply | null }) {
  const { t } = useTranslation('AdminEmployers');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(admin.updateAdminCompany.body, {
    lastResult: reply,
    controls: ['intent', 'public_page'],
    id: 'company-edit',
    defaultValue: { name: company.name, description: company.description, site: company.site ?? '' },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <section aria-labelledby="company-edit-title" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 id="company-edit-title" className="mb-4 text-lg font-semibold">
        {t('companyEditTitle')}
      </h2>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        <input type="hidden" name="intent" value="edit" />
        <FormAlert message={formMessageOf(reply)} />
        <TextField meta={fields.name} label={t('companyName')} />
        <TextField meta={fields.site} label={t('site')} type="url" />
        <TextAreaField meta={fields.description} label={t('description')} />
        <ControlCheckbox name="public_page" label={t('isPublic')} defaultChecked={company.is_public} />
        <SubmitButton busy={busy}>{t('save')}</SubmitButton>
      </Form>
    </section>
  );
}

/**
 * Removing the company: a link that asks first (`?confirm=delete`, which works before the script loads), then the
 * question in the page with what removal does, answered by a post.
 */
export function CompanyDelete({ name, isConfirming }: { name: string; isConfirming: boolean }) {
  const { t } = useTranslation('AdminEmployers');
  const { pathname } = useLocation();
  if (!isConfirming) {
    return (
      <p className="mt-6">
        <Button to={`${pathname}?confirm=delete`} preventScrollReset variant="danger-outline" size="sm">
          {t('companyDelete')}
        </Button>
      </p>
    );
  }
  const title = t('companyDeleteTitle', { name });
  return (
    <section aria-label={title} className="mt-6 rounded-lg bg-red-50 p-4 text-red-900">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <p id="company-delete-text" className="text-sm">
        {t('companyDeleteText')}
      </p>
      <Form method="post" action={pathname} className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="delete" variant="danger" aria-describedby="company-delete-text">
          {t('companyDelete')}
        </Button>
        <Button to={pathname} preventScrollReset variant="secondary">
          {t('cancel')}
        </Button>
      </Form>
    </section>
  );
}
