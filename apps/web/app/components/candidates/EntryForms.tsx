import { getFormProps } from '@conform-to/react';
import {
  CANDIDATES,
  DEGREES,
  type TCandidateEducation,
  type TCandidateExperience,
  type TCandidateSkill,
  ZCandidateEducationRequest,
  ZCandidateExperienceRequest,
  ZCandidateSkillRequest,
} from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { FormReply } from '../../lib/form-reply.ts';
import { formMessageOf } from '../../lib/form-reply.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { Button } from '../ui/Button.tsx';
import { CheckboxField } from '../ui/fields/ChoiceFields.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';
import { DateField, NumberField, TextField } from '../ui/fields/TextField.tsx';

export type EntryKind = 'experience' | 'education' | 'skills';
type FormProps<T> = { entry: T | null; reply: FormReply | null; saved: boolean };
const CONTROLS = ['intent', 'id'] as const;

function Frame({
  kind,
  entry,
  reply,
  saved,
  children,
  formProps,
  formRef,
}: {
  kind: EntryKind;
  entry: { id: number } | null;
  reply: FormReply | null;
  saved: boolean;
  children: React.ReactNode;
  formProps: ReturnType<typeof getFormProps>;
  formRef: React.Ref<HTMLFormElement>;
}) {
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().formData?.get('intent') === `${kind}-${entry ? 'update' : 'create'}`;
  return (
    <Form method="post" {...formProps} ref={formRef} className="mt-3">
      <input type="hidden" name="intent" value={`${kind}-${entry ? 'update' : 'create'}`} />
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      <FormAlert message={formMessageOf(reply)} />
      {saved ? <FormAlert tone="success" message={t('entrySaved')} /> : null}
      {children}
      <Button type="submit" busy={busy} busyLabel={t('saving')}>
        {entry ? t('saveEntry') : t('addEntry')}
      </Button>
    </Form>
  );
}

export function ExperienceForm({ entry, reply, saved }: FormProps<TCandidateExperience>) {
  const { t } = useTranslation('Candidates');
  const [form, fields] = useContractForm(ZCandidateExperienceRequest, {
    lastResult: reply,
    controls: CONTROLS,
    id: `experience-${entry?.id ?? 'new'}`,
    ...(entry
      ? {
          defaultValue: {
            position: entry.position,
            company_name: entry.company_name,
            started_at: entry.started_at,
            ended_at: entry.ended_at ?? '',
            is_company_hidden: entry.is_company_hidden,
            description: entry.description,
          },
        }
      : {}),
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <Frame kind="experience" entry={entry} reply={reply} saved={saved} formProps={getFormProps(form)} formRef={formRef}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.position} label={t('entryPosition')} maxLength={CANDIDATES.positionMax} />
        <TextField meta={fields.company_name} label={t('entryCompany')} maxLength={CANDIDATES.companyNameMax} />
        <DateField month meta={fields.started_at} label={t('entryStarted')} description={t('monthHint')} />
        <DateField month meta={fields.ended_at} label={t('entryEnded')} description={t('entryEndedHint')} />
      </div>
      <CheckboxField meta={fields.is_company_hidden} label={t('entryCompanyHidden')} plain />
      <TextAreaField
        meta={fields.description}
        label={t('entryDescription')}
        description={t('entryDescriptionHint')}
        maxLength={CANDIDATES.entryTextMax}
      />
    </Frame>
  );
}

export function EducationForm({
  entry,
  reply,
  saved,
  degrees,
}: FormProps<TCandidateEducation> & { degrees: { key: string; name: string }[] }) {
  const { t } = useTranslation('Candidates');
  const [form, fields] = useContractForm(ZCandidateEducationRequest, {
    lastResult: reply,
    controls: CONTROLS,
    id: `education-${entry?.id ?? 'new'}`,
    ...(entry
      ? {
          defaultValue: {
            degree: entry.degree ?? '',
            institution: entry.institution,
            specialty: entry.specialty,
            start_year: String(entry.start_year),
            end_year: entry.end_year === null ? '' : String(entry.end_year),
            description: entry.description,
          },
        }
      : {}),
  });
  const formRef = useFocusFirstInvalid(reply);
  const options = degrees.length > 0 ? degrees : DEGREES.map((key) => ({ key, name: key }));
  return (
    <Frame kind="education" entry={entry} reply={reply} saved={saved} formProps={getFormProps(form)} formRef={formRef}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.institution} label={t('entryInstitution')} maxLength={CANDIDATES.institutionMax} />
        <TextField meta={fields.specialty} label={t('entrySpecialty')} maxLength={CANDIDATES.specialtyMax} />
        <SelectField meta={fields.degree} label={t('entryDegree')} options={options} empty={t('notSaid')} />
        <div className="grid grid-cols-2 gap-x-4">
          <NumberField meta={fields.start_year} label={t('entryStartYear')} />
          <NumberField meta={fields.end_year} label={t('entryEndYear')} />
        </div>
      </div>
      <TextAreaField
        meta={fields.description}
        label={t('entryDescription')}
        description={t('entryDescriptionHint')}
        maxLength={CANDIDATES.entryTextMax}
      />
    </Frame>
  );
}

export function SkillForm({ entry, reply, saved }: FormProps<TCandidateSkill>) {
  const { t } = useTranslation('Candidates');
  const [form, fields] = useContractForm(ZCandidateSkillRequest, {
    lastResult: reply,
    controls: CONTROLS,
    id: `skills-${entry?.id ?? 'new'}`,
    ...(entry ? { defaultValue: { name: entry.name, level: entry.level ?? '' } } : {}),
  });
  const formRef = useFocusFirstInvalid(reply);
  const levels = CANDIDATES.skillLevels.map((key) => ({ key, name: t(`skillLevel_${key}`) }));
  return (
    <Frame kind="skills" entry={entry} reply={reply} saved={saved} formProps={getFormProps(form)} formRef={formRef}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.name} label={t('skillName')} maxLength={CANDIDATES.skillNameMax} />
        <SelectField meta={fields.level} label={t('skillLevel')} options={levels} empty={t('notSaid')} />
      </div>
    </Frame>
  );
}

export function RemoveEntry({ kind, id, label }: { kind: EntryKind; id: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={`${kind}-remove`} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}
