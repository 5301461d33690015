import { CANDIDATES, type TCandidateFilters, type TCity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { CityFilter } from '../catalogs/CityFilter.tsx';
import { FilterCheck, FilterChecks } from '../ui/filters/FilterChecks.tsx';
import { FilterRange, FilterSearch, FilterSelect } from '../ui/filters/FilterFields.tsx';
import { FilterForm } from '../ui/filters/FilterForm.tsx';
import type { FilterOption } from '../ui/filters/facet-split.ts';

type Option = { key: string; name: string };
type Named = { id: number; name: string };
export type CandidateFilterChoices = {
  seniority: Option[];
  experience: Option[];
  english_levels: Option[];
  job_types: Option[];
  keywords: Named[];
  specializations: Named[];
  countries: Named[];
};

type GroupField = 'specialization_ids' | 'keyword_ids' | 'seniority' | 'experience' | 'job_types';

/** Job types that have a flag of their own in the form (`moving`, `outstaff`), so they are not offered twice. */
const FLAG_JOB_TYPES = new Set(['moving', 'is_considering_outstaff']);

const keyed = (options: Option[]): FilterOption[] =>
  options.map((option) => ({ value: option.key, label: option.name }));
const named = (items: Named[]): FilterOption[] => items.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * The candidate list's filters as a GET form in the API's field names: the search words, every attribute a profile
 * has and the sort. Each change applies itself; a new address from elsewhere remounts it, so its defaults follow the
 * address (a reset, the back button).
 */
export function CandidateFilters({
  query,
  city,
  choices,
}: {
  query: TCandidateFilters;
  city: TCity | null;
  choices: CandidateFilterChoices;
}) {
  const { t } = useTranslation('Candidates');
  const group = (name: GroupField, legend: string, options: FilterOption[], scroll = false) => ({
    name,
    legend,
    options,
    chosen: query[name] ?? [],
    scroll,
  });
  return (
    <FilterForm label={t('filtersTitle')} submitLabel={t('filter')} resetLabel={t('reset')}>
      <FilterSearch
        label={t('searchLabel')}
        value={query.search}
        placeholder={t('searchPlaceholder')}
        maxLength={CANDIDATES.searchMaxLength}
      />
      <FilterSelect
        label={t('sortLabel')}
        name="sort"
        value={query.sort}
        options={CANDIDATES.sorts.map((sort) => ({ value: sort, label: t(`sort_${sort}`) }))}
      />
      {[
        group('specialization_ids', t('specializations'), named(choices.specializations), true),
        group('keyword_ids', t('keywords'), named(choices.keywords), true),
        group('seniority', t('seniority'), keyed(choices.seniority)),
        group('experience', t('experience'), keyed(choices.experience)),
      ].map((props) => (
        <FilterChecks key={props.name} {...props} />
      ))}
      <FilterSelect
        label={t('englishAtLeast')}
        name="english_level"
        value={query.english_level}
        options={keyed(choices.english_levels)}
        empty={t('anyEnglish')}
      />
      <FilterRange
        legend={t('salaryFilter', { currency: CANDIDATES.salaryCurrency })}
        from={{ name: 'salary_from', label: t('salaryFrom'), value: query.salary_from }}
        to={{ name: 'salary_to', label: t('salaryTo'), value: query.salary_to }}
        max={CANDIDATES.salaryMax}
      />
      <FilterSelect
        label={t('country')}
        name="country_ids"
        value={query.country_ids?.[0]}
        options={named(choices.countries)}
        empty={t('anyCountry')}
      />
      <CityFilter
        city={city}
        label={t('city')}
        chosenLabel={(chosen) => t('cityChosen', { city: `${chosen.name}, ${chosen.country_name}` })}
        removeLabel={(chosen) => t('cityRemove', { city: chosen.name })}
        drop={['city', 'city_text', 'city_ids']}
      />
      <FilterChecks
        {...group(
          'job_types',
          t('jobTypes'),
          keyed(choices.job_types.filter((option) => !FLAG_JOB_TYPES.has(option.key))),
        )}
      />
      <fieldset>
        <legend className="font-medium">{t('flagsTitle')}</legend>
        <div className="mt-1 grid gap-1 text-sm">
          <FilterCheck name="moving" label={t('filterMoving')} isChecked={query.moving === true} />
          <FilterCheck name="outstaff" label={t('filterOutstaff')} isChecked={query.outstaff === true} />
        </div>
      </fieldset>
    </FilterForm>
  );
}
