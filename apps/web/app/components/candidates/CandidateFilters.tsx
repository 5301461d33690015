import { CANDIDATES, type TCandidateFilters, type TCity } from '@hushwork/contract';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';
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
  const { search } = useLocation();
  const withoutCity = new URLSearchParams(search);
  for (const name of ['city', 'city_text', 'city_ids', 'page']) withoutCity.delete(name);
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
      <FilterChecks
        legend={t('specializations')}
        name="specialization_ids"
        options={named(choices.specializations)}
        chosen={query.specialization_ids ?? []}
        scroll
      />
      <FilterChecks
        legend={t('keywords')}
        name="keyword_ids"
        options={named(choices.keywords)}
        chosen={query.keyword_ids ?? []}
        scroll
      />
      <FilterChecks
        legend={t('seniority')}
        name="seniority"
        options={keyed(choices.seniority)}
        chosen={query.seniority ?? []}
      />
      <FilterChecks
        legend={t('experience')}
        name="experience"
        options={keyed(choices.experience)}
        chosen={query.experience ?? []}
      />
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
      <div>
        <span className="font-medium" aria-hidden="true">
          {t('city')}
        </span>
        <div className="mt-1">
          <PlaceAutocomplete name="city" label={t('city')} />
        </div>
        {city ? (
          <p className="mt-2 flex items-center gap-1 text-sm">
            {/* Behind the field's own `city`: a city picked now comes first in the address and wins. */}
            <input type="hidden" name="city" value={city.slug} />
            <span className="rounded-full bg-brand-soft py-1 pr-1 pl-3" data-testid="city-filter">
              {t('cityChosen', { city: `${city.name}, ${city.country_name}` })}
              <Link
                to={`?${withoutCity}`}
                aria-label={t('cityRemove', { city: city.name })}
                className="ml-1 inline-flex rounded-full p-1 align-middle hover:bg-white/60"
              >
                <X aria-hidden="true" className="size-4" />
              </Link>
            </span>
          </p>
        ) : null}
      </div>
      <FilterChecks
        legend={t('jobTypes')}
        name="job_types"
        options={keyed(choices.job_types.filter((option) => !FLAG_JOB_TYPES.has(option.key)))}
        chosen={query.job_types ?? []}
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
