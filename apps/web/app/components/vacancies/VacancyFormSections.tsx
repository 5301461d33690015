import { type TSaveVacancyRequest, VACANCIES, vacancies } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormReply } from '../../lib/form-reply.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { CheckboxGroup } from '../ui/fields/ChoiceFields.tsx';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { TextField } from '../ui/fields/TextField.tsx';
import { QuestionsField } from './QuestionsField.tsx';
import { RichTextField } from './RichTextField.tsx';
import { AmountInput, SalaryField } from './SalaryField.tsx';
import { type Place, VacancyPlacesField } from './VacancyPlacesField.tsx';

type Option = { key: string; name: string };
type Choice = { id: number | string; name: string };
const boxesOf = (items: readonly Choice[]) => items.map((item) => ({ value: item.id, name: item.name }));
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
      <TextField meta={fields.title} label={t('title')} maxLength={VACANCIES.titleMax} />
      <RichTextField meta={fields.description} label={t('description')} hint={t('descriptionHint')} />
    </>
  );
}

function SkillsSection({ form: [, fields], choices, initial }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <div className="space-y-6">
      <CheckboxGroup
        meta={fields.specialization_ids}
        legend={t('specializations')}
        items={boxesOf(choices.specializations)}
        initial={initial.specialization_ids}
        max={VACANCIES.specializationsMax}
        className=""
      />
      <CheckboxGroup
        meta={fields.keyword_ids}
        legend={t('technologies')}
        items={boxesOf(choices.keywords)}
        initial={initial.keyword_ids}
        max={VACANCIES.keywordsMax}
        columns={3}
        className=""
      />
    </div>
  );
}

function RequirementsSection({ form: [, fields], choices }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const select = (name: 'seniority' | 'experience' | 'english_level', options: Option[]) => (
    <SelectField meta={fields[name]} label={t(name)} options={options} empty={t('notSaid')} className="" />
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
        <AmountInput
          meta={fields.hiring_bonus}
          label={t('hiringBonus')}
          description={t('hiringBonusHint')}
          max={VACANCIES.hiringBonusMax}
        />
      </div>
    </div>
  );
}

function WorkSection({ form: [, fields], choices, initial }: SectionProps) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const named = (options: Option[]) => options.map((option) => ({ value: option.key, name: option.name }));
  return (
    <div className="space-y-6">
      <CheckboxGroup
        meta={fields.job_types}
        legend={t('jobTypes')}
        items={named(choices.job_types)}
        initial={initial.job_types}
        className=""
      />
      <CheckboxGroup
        meta={fields.employment}
        legend={t('employment')}
        items={named(choices.employment)}
        initial={initial.employment}
        className=""
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
