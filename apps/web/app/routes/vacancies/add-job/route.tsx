import { getFormProps } from '@conform-to/react';
import type { TVacancyImport } from '@hushwork/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { StepperLayout } from '../../../components/layout/layouts.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Stepper } from '../../../components/ui/Stepper.tsx';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { PayNotificationDialog } from '../../../components/vacancies/PayNotificationDialog.tsx';
import {
  EMPTY_VACANCY,
  useVacancyForm,
  VACANCY_SECTIONS,
  type VacancyChoices,
  type VacancyInitial,
  VacancySection,
} from '../../../components/vacancies/VacancyFormSections.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadAddJob, submitAddJob } from './add-job.server.ts';
import { ImportField } from './components/ImportField.tsx';

export const handle = { i18n: ['Vacancies', 'Places', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAddJob(args);
export const action = (args: Route.ActionArgs) => submitAddJob(args);

const STEPS = VACANCY_SECTIONS.length;
/** Spec section 4: the vacancy wizard's step starts at 1 and is kept in client storage, so a reload keeps it. */
export const STEP_KEY = 'hushwork:add-job-step';

function useStoredStep() {
  const [step, setStep] = useState(1);
  useEffect(() => {
    const stored = Number(window.localStorage.getItem(STEP_KEY));
    if (Number.isInteger(stored) && stored > 1 && stored <= STEPS) setStep(stored);
  }, []);
  const go = useCallback((next: number) => {
    setStep(next);
    window.localStorage.setItem(STEP_KEY, String(next));
  }, []);
  return [step, go] as const;
}

export default function AddJobPage() {
  const { payDialog, choices } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const to = useLocalePath();
  const navigate = useNavigate();
  const dialog = reply?.payDialog ?? payDialog;
  const [step, go] = useStoredStep();
  const isHydrated = useHydrated();
  // Each import starts the wizard afresh with what the page gave (its fields take their defaults once, on mount).
  const [imported, setImported] = useState<{ count: number; found: TVacancyImport | null }>({ count: 0, found: null });
  const onImported = useCallback(
    (found: TVacancyImport) => {
      setImported((current) => ({ count: current.count + 1, found }));
      go(1);
    },
    [go],
  );
  return (
    <StepperLayout step={step} steps={STEPS} label={t('progress')}>
      <PageMeta title={t('wizardTitle')} />
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">{t('wizardTitle')}</h1>
        {choices && !dialog ? (
          <>
            {/* Reading another site's page needs the browser's script; without it the wizard is typed in. */}
            {isHydrated ? <ImportField onImported={onImported} /> : null}
            <Wizard key={imported.count} choices={choices} step={step} go={go} imported={imported.found} />
          </>
        ) : (
          <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
            <p>{t('payLead')}</p>
            <p className="mt-2">{dialog === 'owner' ? t('payOwner') : t('payMember')}</p>
            <Link to={to('/profile/job-openings')} className="mt-4 inline-block underline">
              {t('backToList')}
            </Link>
          </div>
        )}
        {choices && !dialog ? (
          // The stepper layout has no menus: the way out stays one click away.
          <p className="mt-8 text-center">
            <Link to={to('/profile/job-openings')} className="text-muted underline">
              {t('backToList')}
            </Link>
          </p>
        ) : null}
        {dialog ? <PayNotificationDialog who={dialog} onClose={() => navigate(to('/profile/job-openings'))} /> : null}
      </div>
    </StepperLayout>
  );
}

/** What the wizard's lists and place field start from: the imported page's picks, or nothing. */
function initialOf(found: TVacancyImport | null): VacancyInitial {
  if (!found) return EMPTY_VACANCY;
  const { draft } = found;
  return {
    ...EMPTY_VACANCY,
    keyword_ids: draft.keyword_ids ?? [],
    job_types: draft.job_types ?? [],
    employment: draft.employment ?? [],
    cities: found.cities,
  };
}

type WizardProps = {
  choices: VacancyChoices;
  step: number;
  go: (step: number) => void;
  imported: TVacancyImport | null;
};

function Wizard({ choices, step, go, imported }: WizardProps) {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const busy = useNavigation().state === 'submitting';
  const isHydrated = useHydrated();
  const vacancyForm = useVacancyForm(reply, imported?.draft);
  const initial = initialOf(imported);
  const [form] = vacancyForm;
  const formRef = useFocusFirstInvalid(reply);
  const errorNames = Object.keys(form.allErrors).map((name) => name.replace(/\[\d+\]$/, ''));
  const errorKey = errorNames.join();
  useEffect(() => {
    // A mistake on a hidden step would block the submit with nothing to see: open the first step that has one.
    const names = errorKey.split(',');
    const first = VACANCY_SECTIONS.findIndex((section) => section.fields.some((name) => names.includes(name)));
    if (first >= 0) go(first + 1);
  }, [errorKey, go]);
  const shows = (index: number) => !isHydrated || index + 1 === step;
  return (
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
        step={step}
        names={VACANCY_SECTIONS.map((section) => t(`section.${section.name}`))}
        onStep={go}
        submitLabel={t('publish')}
        busyLabel={t('publishing')}
        isBusy={busy}
      >
        {VACANCY_SECTIONS.map((section, index) => (
          <fieldset key={section.name} hidden={!shows(index)} className="mb-6">
            <legend className="mb-3 text-lg font-semibold">{t(`section.${section.name}`)}</legend>
            <VacancySection name={section.name} form={vacancyForm} choices={choices} initial={initial} />
          </fieldset>
        ))}
      </Stepper>
    </Form>
  );
}
