import type { FieldMetadata } from '@conform-to/react';
import { CANDIDATES, type TCandidateOwn } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import type { ProfileChoices } from '../../routes/candidates/profile-choices.server.ts';
import { PlacesField, TagsField } from './ChipFields.tsx';
import {
  CheckList,
  ControlCheckbox,
  FieldError,
  InputControl,
  SelectControl,
  TextAreaControl,
} from './FormControls.tsx';

// biome-ignore lint/suspicious/noExplicitAny: the form's field metadata, keyed by the profile body's fields.
type Fields = Record<string, FieldMetadata<any, Record<string, unknown>, string[]>>;

const SPECIALIZATION_TYPE_LABELS: Record<number, string> = {
  2: 'specializationType2',
  3: 'specializationType3',
  4: 'specializationType4',
};

/**
 * The profile's fields, shared by the add-resume page and the resume edit page: what the candidate looks for, what
 * they know and where they would work. Everything here but the name is shown in the anonymous profile.
 */
export function CandidateProfileFields({
  fields,
  choices,
  countries,
  own,
}: {
  fields: Fields;
  choices: ProfileChoices;
  countries: { id: number; name: string }[];
  own: TCandidateOwn | null;
}) {
  const { t } = useTranslation('Candidates');
  const { options } = choices;
  const ids = (list: readonly (string | number)[] | undefined) => new Set<string | number>(list ?? []);
  const specializations = ids(own?.specialization_ids);
  return (
    <>
      <section aria-labelledby="about-title" className="rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="about-title" className="mb-4 text-lg font-semibold">
          {t('aboutTitle')}
        </h2>
        <InputControl meta={fields.name!} label={t('name')} hint={t('nameHint')} autoComplete="name" />
        <InputControl
          meta={fields.desired_position!}
          list="desired-positions"
          label={t('desiredPosition')}
          hint={t('desiredPositionHint')}
          maxLength={CANDIDATES.desiredPositionMax}
        />
        <datalist id="desired-positions">
          {choices.positions.map((position) => (
            <option key={position} value={position} />
          ))}
        </datalist>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <SelectControl
            meta={fields.seniority!}
            label={t('seniority')}
            options={options.seniority}
            empty={t('notSaid')}
          />
          <SelectControl meta={fields.experience!} label={t('experience')} options={options.experience} />
          <SelectControl meta={fields.english_level!} label={t('englishLevel')} options={options.english_levels} />
        </div>
        <InputControl
          meta={fields.salary!}
          type="number"
          label={t('salary', { currency: CANDIDATES.salaryCurrency })}
          hint={t('salaryHint')}
        />
      </section>
      <section aria-labelledby="skills-title" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="skills-title" className="mb-4 text-lg font-semibold">
          {t('skillsTitle')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('specializationsHint', { max: CANDIDATES.specializationsMax })}</p>
        {choices.specializationGroups.map((group) => (
          <CheckList
            key={group.type_id}
            meta={fields.specialization_ids!}
            legend={t(SPECIALIZATION_TYPE_LABELS[group.type_id] ?? 'specializations')}
            items={group.items.map((item) => ({ value: item.id, name: item.name }))}
            checked={specializations}
            withError={false}
          />
        ))}
        <FieldError meta={fields.specialization_ids!} />
        <CheckList
          meta={fields.keyword_ids!}
          legend={t('keywords')}
          hint={t('keywordsHint', { max: CANDIDATES.keywordsMax })}
          items={choices.keywords.map((item) => ({ value: item.id, name: item.name }))}
          checked={ids(own?.keyword_ids)}
          columns={3}
        />
        <TagsField initial={own?.tags ?? []} error={fields.tags?.errors?.[0]} />
      </section>
      <section aria-labelledby="work-title" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="work-title" className="mb-4 text-lg font-semibold">
          {t('workTitle')}
        </h2>
        <CheckList
          meta={fields.job_types!}
          legend={t('jobTypes')}
          items={options.job_types.map((option) => ({ value: option.key, name: option.name }))}
          checked={ids(own?.job_types)}
        />
        <CheckList
          meta={fields.employment!}
          legend={t('employment')}
          items={options.employment.map((option) => ({ value: option.key, name: option.name }))}
          checked={ids(own?.employment ?? ['is_seekers'])}
        />
        <PlacesField
          initial={(own?.places ?? []).map((place) => ({
            country_id: place.country_id,
            city_id: place.city_id,
            label: place.city_name ? `${place.city_name}, ${place.country_name}` : place.country_name,
          }))}
          countries={countries}
          error={fields.places?.errors?.[0]}
        />
        <TextAreaControl
          meta={fields.expectation_description!}
          label={t('expectation')}
          hint={t('expectationHint')}
          maxLength={CANDIDATES.expectationMax}
        />
        <ControlCheckbox
          name="listed"
          label={t('isPublic')}
          hint={t('isPublicHint')}
          defaultChecked={own?.is_public ?? true}
        />
      </section>
    </>
  );
}
