import { COMMUNITY, type TCommunitySearchFilters } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { FilterInput, FilterSearch, FilterSelect } from '../ui/filters/FilterFields.tsx';
import { FilterForm } from '../ui/filters/FilterForm.tsx';

type Option = { key: string; name: string };
export type CommunityChoices = {
  seniority: Option[];
  experience: Option[];
  english_levels: Option[];
  countries: { id: number; name: string }[];
};

/**
 * The directory's filters as a GET form in the API's names: the words (a title, a skill), the community skills (all
 * of them, typed and separated by commas, as the profiles spell them), the seniority and the country.
 */
export function CommunityFilters({ query, choices }: { query: TCommunitySearchFilters; choices: CommunityChoices }) {
  const { t } = useTranslation('Community');
  return (
    <FilterForm label={t('filters.title')} submitLabel={t('filters.apply')} resetLabel={t('filters.reset')}>
      <FilterSearch
        label={t('filters.q')}
        name="q"
        value={query.q}
        placeholder={t('filters.qPlaceholder')}
        maxLength={COMMUNITY.queryMax}
      />
      <FilterInput
        label={t('filters.skills')}
        name="skills"
        value={query.skills?.join(', ')}
        placeholder={t('filters.skillsPlaceholder')}
        maxLength={COMMUNITY.skillsMax * (COMMUNITY.skillMax + 2)}
      />
      <FilterSelect
        label={t('filters.seniority')}
        name="seniority"
        value={query.seniority}
        options={choices.seniority.map((option) => ({ value: option.key, label: option.name }))}
        empty={t('filters.anySeniority')}
      />
      <FilterSelect
        label={t('filters.country')}
        name="country_id"
        value={query.country_id}
        options={choices.countries.map((country) => ({ value: country.id, label: country.name }))}
        empty={t('filters.anyCountry')}
      />
    </FilterForm>
  );
}
