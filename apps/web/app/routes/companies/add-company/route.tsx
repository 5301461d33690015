import { getFormProps } from '@conform-to/react';
import { COMPANIES, companies } from '@hushwork/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { choicesOf, DescriptionField, SizeField } from '../../../components/companies/CompanyFields.tsx';
import { JoinCompany } from '../../../components/companies/JoinCompany.tsx';
import { OfficesField } from '../../../components/companies/OfficesField.tsx';
import { TeamInvitations } from '../../../components/companies/TeamInvitations.tsx';
import { WizardLogoField } from '../../../components/companies/WizardLogoField.tsx';
import { WizardPhotosField } from '../../../components/companies/WizardPhotosField.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { SignOutForm } from '../../../components/identity/SignOutForm.tsx';
import { StepperLayout } from '../../../components/layout/layouts.tsx';
import { CheckboxGroup } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Stepper } from '../../../components/ui/Stepper.tsx';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { answerTeamInvitation, loadTeamInvitations } from '../team-invitations.server.ts';
import type { Route } from './+types/route';
import { loadWizardChoices, submitWizard } from './add-company.server.ts';

export const handle = { i18n: ['Companies', 'Header', 'Places', 'validation'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'company']);
  // The wizard is for employers with no company and no request to join one waiting.
  if (user?.company || user?.employer?.waiting_company_approval) {
    throw redirect(localizePath(localeOfParams(args.params), '/profile/employer'));
  }
  const [choices, invitations] = await Promise.all([loadWizardChoices(args), loadTeamInvitations(args)]);
  return { ...choices, invitations };
}

/** An answer to a team's invitation, or the wizard's own forms (create, join). */
export async function action(args: Route.ActionArgs) {
  return (await answerTeamInvitation(args)) ?? submitWizard(args);
}

/** The fields of each step, so a failed submit opens the step that holds the first mistake. */
const STEPS = [
  ['name', 'description'],
  ['size', 'site'],
  ['office_city_ids'],
  ['specialization_ids', 'technology_ids'],
  ['photo_ids'],
];
/** Spec section 4: the company wizard's step starts at 0 and is kept in client storage, so a reload keeps it. */
const STEP_KEY = 'hushwork:add-company-step';

function useStoredStep(count: number) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const stored = Number(window.localStorage.getItem(STEP_KEY));
    if (Number.isInteger(stored) && stored > 0 && stored < count) setStep(stored);
  }, [count]);
  const go = useCallback((next: number) => {
    setStep(next);
    window.localStorage.setItem(STEP_KEY, String(next));
  }, []);
  return [step, go] as const;
}

export default function AddCompanyPage() {
  const { specializations, technologies, joinSearch, joinResults, invitations } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const invitationAnswer = answered && 'invitation' in answered ? answered.invitation : null;
  const reply = answered && !('invitation' in answered) ? answered : undefined;
  const { t } = useTranslation('Companies');
  const busy = useNavigation().state === 'submitting';
  const isHydrated = useHydrated();
  const [step, go] = useStoredStep(STEPS.length);
  const [form, fields] = useContractForm(companies.createCompany.body, { lastResult: reply, controls: ['intent'] });
  const formRef = useFocusFirstInvalid(reply);
  const errorKeys = Object.keys(form.allErrors).join();
  useEffect(() => {
    // Without this a mistake on a hidden step would block the submit with nothing to see.
    const first = STEPS.findIndex((names) => names.some((name) => errorKeys.split(',').includes(name)));
    if (first >= 0) go(first);
  }, [errorKeys, go]);
  const shows = (index: number) => !isHydrated || index === step;
  return (
    <StepperLayout step={step + 1} steps={STEPS.length} label={t('progress')}>
      <PageMeta title={t('wizardTitle')} />
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold">{t('wizardTitle')}</h1>
        <p className="mt-2 text-muted">{t('wizardLead')}</p>
        <TeamInvitations invitations={invitations} answer={invitationAnswer} isWaiting={false} />
        <Form
          method="post"
          {...getFormProps(form)}
          ref={formRef}
          onSubmit={(event) => {
            form.onSubmit(event);
            if (!event.defaultPrevented) window.localStorage.removeItem(STEP_KEY);
          }}
          className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6"
        >
          <FormAlert message={formMessageOf(reply)} />
          <Stepper
            step={step + 1}
            names={STEPS.map((_, index) => t(`step${index}`))}
            onStep={(next) => go(next - 1)}
            submitLabel={t('create')}
            busyLabel={t('creating')}
            isBusy={busy}
          >
            <fieldset hidden={!shows(0)}>
              <legend className="sr-only">{t('step0')}</legend>
              <TextField
                meta={fields.name}
                label={t('name')}
                maxLength={COMPANIES.nameMax}
                autoComplete="organization"
              />
              <DescriptionField meta={fields.description} />
              {isHydrated ? <WizardLogoField /> : null}
            </fieldset>
            <fieldset hidden={!shows(1)}>
              <legend className="sr-only">{t('step1')}</legend>
              <SizeField meta={fields.size} />
              <div className="mt-4">
                <TextField meta={fields.site} label={t('site')} description={t('siteHint')} autoComplete="url" />
              </div>
            </fieldset>
            <fieldset hidden={!shows(2)}>
              <legend className="mb-2 font-semibold">{t('offices')}</legend>
              <OfficesField initial={[]} max={COMPANIES.officesMax} error={fields.office_city_ids.errors?.[0]} />
            </fieldset>
            <fieldset hidden={!shows(3)}>
              <legend className="sr-only">{t('step3')}</legend>
              <CheckboxGroup
                meta={fields.specialization_ids}
                legend={t('specializations')}
                items={choicesOf(specializations)}
                columns={2}
              />
              <CheckboxGroup
                meta={fields.technology_ids}
                legend={t('technologies')}
                items={choicesOf(technologies)}
                columns={3}
              />
            </fieldset>
            {isHydrated ? (
              <fieldset hidden={!shows(4)}>
                <legend className="font-semibold">{t('photos')}</legend>
                <WizardPhotosField error={fields.photo_ids.errors?.[0]} />
              </fieldset>
            ) : null}
          </Stepper>
        </Form>
        <JoinCompany search={joinSearch} results={joinResults} />
        {/* The wizard's layout has no account menu: the way out stays one click away. */}
        <SignOutForm className="mt-8 text-center" buttonClassName="text-muted underline" />
      </div>
    </StepperLayout>
  );
}
