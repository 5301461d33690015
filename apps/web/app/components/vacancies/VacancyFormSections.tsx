import { type TSaveVacancyRequest, VACANCIES, vacancies } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormReply } from '../../lib/form-reply.ts';
import { Field } from '../forms/Field.tsx';
import { useContractForm } from '../forms/use-contract-form.ts';
import { QuestionsField } from './QuestionsField.tsx';
import { RichTextField } from './RichTextField.tsx';
import { AmountInput, SalaryField } from './SalaryField.tsx';
import { type Choice, ChoiceGroup, OptionSelect } from './VacancyChoiceFields.tsx';
import { type Place, VacancyPlacesField } from './VacancyPlacesField.tsx';

type Option = { key: string; name: string };
/** What the vacancy forms offer to choose from, named in the page's language (vacancy-choices.server.ts). */
export type VacancyChoices = {
  specializations: Choice[];
  keywords: Choice[];
  seniority: Option[];
  experience: Option[];
  english_levels: Option[];
  job_types: Option[];
  employment: Option[];
};
/** A vacancy's answers the plain fields cannot take as Conform defaults: its lists and named cities. */
export type VacancyInitial = {
  specialization_ids: number[];
  keyword_ids: number[];
  job_types: string[];
  employment: string[];
  cities: Place[];
  questions: string[];
};
export const EMPTY_VACANCY: VacancyInitial = {
  specialization_ids: [],
  keyword_ids: [],
  job_types: [],
  employment: [],
  cities: [],
  questions: [],
};

/** The wizard's and the edit page's form: checked with the endpoint's body schema in the browser and the action. */
export function useVacancyForm(lastResult: FormReply | null | undefined, defaultValue?: Partial<TSaveVacancyRequest>) {
  return useContractForm(vacancies.createVacancy.body, {
    lastResult,
    ...(defaultValue ? { defaultValue } : {}),
  });
}
type Form = ReturnType<typeof useVacancyForm>;
type SectionProps = { form: Form; choices: VacancyChoices; initial: VacancyInitial };

/** The parts of the vacancy form, in the wizard's order; the fields each holds (to open the step of a mistake). */
export const VACANCY_SECTIONS = [
  { name: 'about', fields: ['title', 'description'] },
  { name: 'skills', fields: ['specialization_ids', 'keyword_ids'] },
  { name: 'requirements', fields: ['seniority', 'experience', 'english_level'] },
  { name: 'salary', fields: ['budget', 'budget2', 'currency', 'hiring_bonus'] },
  { name: 'work', fields: ['job_types', 'employment', 'city_ids'] },
  { name: 'questions', fields: ['questions'] },
] as const;
export type VacancySectionName = (typeof VACANCY_SECTIONS)[number]['name'];

export function VacancySection({ name, ...props }: SectionProps & { name: VacancySectionName }) {
  const Section = SECTIONS[name];
  return <Section {...props} />;
}

function AboutSection({ form: [, fields] }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <>
      <Field meta={fields.title} label={t('title')} maxLength={VACANCIES.titleMax} />
      <RichTextField meta={fields.description} label={t('description')} hint={t('descriptionHint')} />
    </>
  );
}

function SkillsSection({ form: [, fields], choices, initial }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <div className="space-y-6">
      <ChoiceGroup
        name="specialization_ids"
        legend={t('specializations')}
        items={choices.specializations}
        initial={initial.specialization_ids}
        max={VACANCIES.specializationsMax}
        error={fields.specialization_ids.errors?.[0]}
      />
      <ChoiceGroup
        name="keyword_ids"
        legend={t('technologies')}
        items={choices.keywords}
        initial={initial.keyword_ids}
        max={VACANCIES.keywordsMax}
        error={fields.keyword_ids.errors?.[0]}
        columns={3}
      />
    </div>
  );
}

function RequirementsSection({ form: [, fields], choices }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const select = (name: 'seniority' | 'experience' | 'english_level', options: Option[]) => (
    <OptionSelect
      id={fields[name].id}
      name={name}
      label={t(name)}
      options={options}
      initial={fields[name].initialValue}
      error={fields[name].errors?.[0]}
      errorId={fields[name].errorId}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {select('seniority', choices.seniority)}
      {select('experience', choices.experience)}
      {select('english_level', choices.english_levels)}
    </div>
  );
}

function SalarySection({ form: [, fields] }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <div className="space-y-6">
      <SalaryField budget={fields.budget} budget2={fields.budget2} currency={fields.currency} />
      <div className="max-w-xs">
        <AmountInput meta={fields.hiring_bonus} label={t('hiringBonus')} max={VACANCIES.hiringBonusMax} />
        <p className="mt-1 text-xs text-muted">{t('hiringBonusHint')}</p>
      </div>
    </div>
  );
}

function WorkSection({ form: [, fields], choices, initial }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const named = (options: Option[]) => options.map((option) => ({ id: option.key, name: option.name }));
  return (
    <div className="space-y-6">
      <ChoiceGroup
        name="job_types"
        legend={t('jobTypes')}
        items={named(choices.job_types)}
        initial={initial.job_types}
        error={fields.job_types.errors?.[0]}
      />
      <ChoiceGroup
        name="employment"
        legend={t('employment')}
        items={named(choices.employment)}
        initial={initial.employment}
        error={fields.employment.errors?.[0]}
      />
      <fieldset>
        <legend className="font-semibold">{t('cities')}</legend>
        <VacancyPlacesField initial={initial.cities} max={VACANCIES.citiesMax} error={fields.city_ids.errors?.[0]} />
      </fieldset>
    </div>
  );
}

const SECTIONS = {
  about: AboutSection,
  skills: SkillsSection,
  requirements: RequirementsSection,
  salary: SalarySection,
  work: WorkSection,
  questions: (props: SectionProps) => (
    <QuestionsField
      initial={props.initial.questions}
      errorOf={(index) => props.form[0].allErrors[`questions[${index}]`]?.[0]}
    />
  ),
} satisfies Record<VacancySectionName, (props: SectionProps) => ReactNode>;
