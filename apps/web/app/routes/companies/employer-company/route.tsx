import { getFormProps } from '@conform-to/react';
import { COMPANIES, companies } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { choicesOf, DescriptionField, SizeField } from '../../../components/companies/CompanyFields.tsx';
import { PhotosField, PictureSlotField } from '../../../components/companies/CompanyPictures.tsx';
import { DirectorySwitch } from '../../../components/companies/DirectorySwitch.tsx';
import { OfficesField } from '../../../components/companies/OfficesField.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { MailingOptOut } from '../../../components/resumes/MailingOptOut.tsx';
import { CheckboxGroup } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import {
  loadMailingOptOut,
  MAILING_OPT_OUT_INTENT,
  switchMailingOptOut,
} from '../../resumes/mailing-opt-out.server.ts';
import type { Route } from './+types/route';
import { loadCompanyEdit, submitCompanyEdit } from './company-edit.server.ts';

export const handle = { i18n: ['Companies', 'Profile', 'Places', 'Resumes', 'validation'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'company', 'check-relations']);
  const [edit, mailingOptOut] = await Promise.all([
    loadCompanyEdit(args, user),
    loadMailingOptOut(args.context, localeOfParams(args.params)),
  ]);
  return { user, ...edit, mailingOptOut };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, ['auth', 'company', 'check-relations']);
  // Two forms on the page: the company's fields, and the resume mailing switch (its own intent).
  if ((await args.request.clone().formData()).get('intent') === MAILING_OPT_OUT_INTENT) {
    return switchMailingOptOut(args, localeOfParams(args.params));
  }
  return submitCompanyEdit(args, user);
}

/**
 * The company's page as its owner and team admins edit it: the wizard's fields, its pictures, and whether job seekers'
 * resume mailings reach it.
 */
export default function EmployerCompanyPage() {
  const { user, company, specializations, technologies, mailingOptOut } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const optOutAnswer = answer && 'optOut' in answer ? answer : undefined;
  const reply = answer && !('optOut' in answer) ? answer : undefined;
  const { t } = useTranslation('Companies');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(companies.updateCompany.body, {
    lastResult: reply,
    defaultValue: {
      name: company.name,
      description: company.description,
      size: company.size ?? '',
      site: company.site ?? '',
    },
  });
  const formRef = useFocusFirstInvalid(reply);
  const specializationIds = company.specializations.map((item) => item.id);
  const technologyIds = company.technologies.map((item) => item.id);
  return (
    <ProfilePage user={user} title={t('editTitle')}>
      <p className="text-muted">{t('editLead', { company: company.name })}</p>
      <section aria-labelledby="pictures-title" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="pictures-title" className="text-lg font-semibold">
          {t('pictures')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('pictureHint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <PictureSlotField slot="logo" company={company} />
          <PictureSlotField slot="banner" company={company} />
          <PictureSlotField slot="ceo-photo" company={company} />
        </div>
        <h3 className="mt-6 font-semibold">{t('photos')}</h3>
        <PhotosField company={company} max={COMPANIES.photosMax} />
      </section>
      <Form
        method="post"
        {...getFormProps(form)}
        ref={formRef}
        className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6"
      >
        <FormAlert message={formMessageOf(reply)} />
        {reply && 'saved' in reply ? <FormAlert tone="success" message={t('savedChanges')} /> : null}
        {/* The logo is set by its own upload above; saving the form keeps it. */}
        <input type="hidden" name="logo_id" value={company.logo_id ?? ''} />
        <TextField meta={fields.name} label={t('name')} maxLength={COMPANIES.nameMax} autoComplete="organization" />
        <DescriptionField meta={fields.description} />
        <div className="mt-4">
          <SizeField meta={fields.size} />
        </div>
        <div className="mt-4">
          <TextField meta={fields.site} label={t('site')} description={t('siteHint')} autoComplete="url" />
        </div>
        <fieldset className="mt-2">
          <legend className="mb-2 font-semibold">{t('offices')}</legend>
          <OfficesField
            initial={company.offices.map((office) => ({ city_id: office.city_id, name: office.name }))}
            max={COMPANIES.officesMax}
            error={fields.office_city_ids.errors?.[0]}
          />
        </fieldset>
        <CheckboxGroup
          meta={fields.specialization_ids}
          legend={t('specializations')}
          items={choicesOf(specializations)}
          initial={specializationIds}
          columns={2}
          className="mt-6"
        />
        <CheckboxGroup
          meta={fields.technology_ids}
          legend={t('technologies')}
          items={choicesOf(technologies)}
          initial={technologyIds}
          columns={3}
          className="mt-6"
        />
        <DirectorySwitch isPublic={company.is_public} />
        <div className="mt-6">
          <SubmitButton busy={busy}>{busy ? t('saving') : t('saveChanges')}</SubmitButton>
        </div>
      </Form>
      {mailingOptOut ? (
        <MailingOptOut
          optedOut={mailingOptOut.opted_out}
          isOwner={user.employer?.is_owner === true}
          isSaved={optOutAnswer !== undefined && 'done' in optOutAnswer}
          message={optOutAnswer ? formMessageOf(optOutAnswer.reply) : null}
        />
      ) : null}
    </ProfilePage>
  );
}
