import { RESUMES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { StepperLayout } from '../../../components/layout/layouts.tsx';
import { forgetWizardDraft } from '../../../components/resumes/guest-resume.ts';
import { ResumeFiles } from '../../../components/resumes/ResumeFiles.tsx';
import { ShareControls } from '../../../components/resumes/ShareControls.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { Stepper } from '../../../components/ui/Stepper.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { DesignPicker, SummaryStep } from './components/FinishStep.tsx';
import { ResumePreview } from './components/ResumePreview.tsx';
import { StartingPoints } from './components/StartingPoints.tsx';
import { EducationStep, ExperienceStep, PersonalStep, SkillsStep } from './components/Steps.tsx';
import { type ResumeWizard, useResumeWizard } from './components/use-resume-wizard.ts';
import { loadWizard } from './wizard.server.ts';

export const handle = { i18n: ['Resumes'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadWizard(args);

const STEP_NAMES = ['stepPersonal', 'stepExperience', 'stepEducation', 'stepSkills', 'stepFinish'] as const;

/**
 * `/resume-builder/create` and `/resume-builder/edit/{id}`: the five-step wizard with its live preview. It works in
 * the browser (a live editor saving through the API), so it is drawn once the script runs.
 */
export default function ResumeWizardPage() {
  const { id, canFillFromProfile } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const to = useLocalePath();
  const wizard = useResumeWizard(id);
  const step = wizard.draft.step;
  return (
    <StepperLayout step={step} steps={RESUMES.wizardSteps} label={t('progress')}>
      <PageMeta title={id ? t('editTitle') : t('createTitle')} />
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold">{id ? t('editTitle') : t('createTitle')}</h1>
        {wizard.status === 'loading' ? <p className="mt-6 text-muted">{t('loading')}</p> : null}
        {wizard.status === 'missing' ? (
          <Panel title={t('missingTitle')} className="mt-6">
            <p className="mt-2">{t('missing')}</p>
            <Link to={to('/resume-builder')} className="mt-3 inline-block underline">
              {t('backToBuilder')}
            </Link>
          </Panel>
        ) : null}
        {wizard.unfinishedId ? (
          <Notice className="mt-6">
            <p>{t('unfinished')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" to={to(`/resume-builder/edit/${wizard.unfinishedId}`)}>
                {t('continue')}
              </Button>
              <Button size="sm" variant="secondary" onClick={wizard.startAfresh}>
                {t('startAfresh')}
              </Button>
            </div>
          </Notice>
        ) : null}
        {wizard.status === 'ready' ? <Wizard wizard={wizard} canFillFromProfile={canFillFromProfile} /> : null}
        {/* The stepper layout has no menus: the way out stays one click away. */}
        <p className="mt-8 text-center">
          <Link to={to('/resume-builder')} className="text-muted underline">
            {t('backToBuilder')}
          </Link>
        </p>
      </div>
    </StepperLayout>
  );
}

function Wizard({ wizard, canFillFromProfile }: { wizard: ResumeWizard; canFillFromProfile: boolean }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const to = useLocalePath();
  const navigate = useNavigate();
  const { step, id, document, design } = wizard.draft;
  const go = async (next: number) => {
    if (await wizard.save(next)) window.scrollTo({ top: 0 });
  };
  const finish = async () => {
    if (!(await wizard.save(RESUMES.wizardSteps)) || !wizard.draft.id) return;
    const saved = wizard.draft.id;
    forgetWizardDraft(window.localStorage);
    navigate(to(`/resume-builder/thanks?id=${saved}`));
  };
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0">
        <StartingPoints wizard={wizard} canFillFromProfile={canFillFromProfile} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void finish();
          }}
        >
          <FormAlert message={wizard.message} />
          <Stepper
            step={step}
            names={STEP_NAMES.map((name) => t(name))}
            onStep={(next) => void go(next)}
            submitLabel={t('finish')}
            busyLabel={t('saving')}
            isBusy={wizard.isSaving}
          >
            {step === 1 ? <PersonalStep wizard={wizard} /> : null}
            {step === 2 ? <ExperienceStep wizard={wizard} /> : null}
            {step === 3 ? <EducationStep wizard={wizard} /> : null}
            {step === 4 ? <SkillsStep wizard={wizard} /> : null}
            {step === 5 ? (
              <>
                <SummaryStep wizard={wizard} />
                <DesignPicker wizard={wizard} />
              </>
            ) : null}
          </Stepper>
        </form>
        {step === 5 && id ? (
          <div className="mt-8 space-y-6">
            <Panel title={t('filesTitle')}>
              <div className="mt-3">
                <ResumeFiles id={id} token={wizard.token} beforeDownload={() => wizard.save(step)} />
              </div>
            </Panel>
            <Panel title={t('shareTitle')}>
              <div className="mt-3">
                <ShareControls id={id} token={wizard.token} sharing={wizard.sharing} onChange={wizard.setSharing} />
              </div>
            </Panel>
          </div>
        ) : null}
      </div>
      <ResumePreview document={document} design={design} />
    </div>
  );
}
