import { CANDIDATES, type TCandidateOwn } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import type { ProfileChoices } from '../../routes/candidates/profile-choices.server.ts';
import type { useContractForm } from '../forms/use-contract-form.ts';
import { CheckboxGroup, ControlCheckbox } from '../ui/fields/ChoiceFields.tsx';
import { FieldError } from '../ui/fields/FieldShell.tsx';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';
import { NumberField, TextField } from '../ui/fields/TextField.tsx';
import { Panel } from '../ui/Panel.tsx';
import { PlacesField, TagsField } from './ChipFields.tsx';
import type { ZProfileForm } from './profile-form.ts';

/** The profile form's fields, typed by the profile body (`useProfileForm`'s second half). */
type Fields = ReturnType<typeof useContractForm<typeof ZProfileForm>>[1];

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
  voice = 'candidate',
}: {
  fields: Fields;
  choices: ProfileChoices;
  countries: { id: number; name: string }[];
  own: TCandidateOwn | null;
  /** Who fills the form in: the candidate is addressed as "you"; an admin reads about "the candidate". */
  voice?: 'candidate' | 'admin';
}) {
  const { t } = useTranslation('Candidates');
  // i18next's context: `name_admin` where the admin's wording differs, else `name`.
  const context = voice === 'admin' ? 'admin' : undefined;
  const { options } = choices;
  return (
    <>
      <Panel title={t('aboutTitle', { context })}>
        <div className="mt-4">
          <TextField
            meta={fields.name}
            label={t('name', { context })}
            description={t('nameHint', { context })}
            autoComplete="name"
          />
          <TextField
            meta={fields.desired_position}
            list="desired-positions"
            label={t('desiredPosition')}
            description={t('desiredPositionHint')}
            maxLength={CANDIDATES.desiredPositionMax}
          />
          <datalist id="desired-positions">
            {choices.positions.map((position) => (
              <option key={position} value={position} />
            ))}
          </datalist>
          <div className="grid gap-x-4 sm:grid-cols-3">
            <SelectField
              meta={fields.seniority}
              label={t('seniority')}
              options={options.seniority}
              empty={t('notSaid')}
            />
            <SelectField meta={fields.experience} label={t('experience')} options={options.experience} />
            <SelectField meta={fields.english_level} label={t('englishLevel')} options={options.english_levels} />
          </div>
          <NumberField
            meta={fields.salary}
            label={t('salary', { currency: CANDIDATES.salaryCurrency })}
            description={t('salaryHint', { context })}
          />
        </div>
      </Panel>
      <Panel
        id="skills-title"
        title={t('skillsTitle')}
        lead={t('specializationsHint', { max: CANDIDATES.specializationsMax })}
        className="mt-6"
      >
        <div className="mt-4">
          {choices.specializationGroups.map((group) => (
            <CheckboxGroup
              key={group.type_id}
              meta={fields.specialization_ids}
              legend={t(SPECIALIZATION_TYPE_LABELS[group.type_id] ?? 'specializations')}
              items={group.items.map((item) => ({ value: item.id, name: item.name }))}
              initial={own?.specialization_ids ?? []}
              withError={false}
            />
          ))}
          <FieldError meta={fields.specialization_ids} />
          <CheckboxGroup
            meta={fields.keyword_ids}
            legend={t('keywords')}
            description={t('keywordsHint', { max: CANDIDATES.keywordsMax, context })}
            items={choices.keywords.map((item) => ({ value: item.id, name: item.name }))}
            initial={own?.keyword_ids ?? []}
            columns={3}
          />
          <TagsField initial={own?.tags ?? []} meta={fields.tags} />
        </div>
      </Panel>
      <Panel title={t('workTitle', { context })} className="mt-6">
        <div className="mt-4">
          <CheckboxGroup
            meta={fields.job_types}
            legend={t('jobTypes')}
            items={options.job_types.map((option) => ({ value: option.key, name: option.name }))}
            initial={own?.job_types ?? []}
          />
          <CheckboxGroup
            meta={fields.employment}
            legend={t('employment')}
            items={options.employment.map((option) => ({ value: option.key, name: option.name }))}
            initial={own?.employment ?? ['is_seekers']}
          />
          <PlacesField
            initial={(own?.places ?? []).map((place) => ({
              country_id: place.country_id,
              city_id: place.city_id,
              label: place.city_name ? `${place.city_name}, ${place.country_name}` : place.country_name,
            }))}
            countries={countries}
            meta={fields.places}
          />
          <TextAreaField
            meta={fields.expectation_description}
            label={t('expectation', { context })}
            description={t('expectationHint')}
            maxLength={CANDIDATES.expectationMax}
          />
          <ControlCheckbox
            name="listed"
            label={t('isPublic', { context })}
            description={t('isPublicHint', { context })}
            defaultChecked={own?.is_public ?? true}
          />
        </div>
      </Panel>
    </>
  );
}
