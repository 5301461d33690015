import {
  EMPLOYMENT,
  ENGLISH_LEVELS,
  EXPERIENCE,
  JOB_TYPES,
  SENIORITY,
  type TJobsFacets,
  type TJobsQueryOutput,
  type TJobsSort,
  VACANCIES,
} from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { FilterCheck, FilterChecks } from '../ui/filters/FilterChecks.tsx';
import { FilterRange, FilterSearch, FilterSelect } from '../ui/filters/FilterFields.tsx';
import { FilterForm } from '../ui/filters/FilterForm.tsx';
import type { FilterOption } from '../ui/filters/facet-split.ts';
import { type ChoiceKind, choiceKey } from './vacancy-words.ts';

type Facet = { key: string; count: number }[];
type NamedFacet = { id: number; name: string; count: number }[];

const countOf = (facet: Facet, key: string) => facet.find((f) => f.key === key)?.count ?? 0;
const ids = (list: number[] | undefined) => (list ?? []).map(String);

/**
 * The job search's filters: every attribute of the vacancy wizard, each value with how many of the matches have it,
 * long lists folded. Chosen values stay listed even when nothing matches them any more, so they can be unticked.
 */
export function JobFilters({ query, facets, sort }: { query: TJobsQueryOutput; facets: TJobsFacets; sort: TJobsSort }) {
  const { t } = useTranslation('Vacancies');
  const choices = (kind: ChoiceKind, values: readonly string[], facet: Facet): FilterOption[] =>
    values.map((value) => ({ value, label: t(choiceKey(kind, value)), count: countOf(facet, value) }));
  const named = (facet: NamedFacet, chosen: number[] | undefined): FilterOption[] => [
    ...facet.map((item) => ({ value: String(item.id), label: item.name, count: item.count })),
    ...(chosen ?? [])
      .filter((id) => !facet.some((item) => item.id === id))
      .map((id) => ({ value: String(id), label: t('filters.chosenElsewhere'), count: 0 })),
  ];
  return (
    <FilterForm label={t('filters.title')} submitLabel={t('filters.apply')} resetLabel={t('filters.reset')}>
      <FilterSearch
        label={t('filters.search')}
        value={query.search}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={VACANCIES.searchMaxLength}
      />
      <FilterSelect
        label={t('filters.sort')}
        name="sort"
        value={sort}
        options={VACANCIES.sorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
      />
      <FilterCheck name="remote" label={t('filters.remote')} count={facets.remote} isChecked={query.remote === true} />
      <FilterChecks
        legend={t('filters.specializations')}
        name="specialization_ids"
        options={named(facets.specializations, query.specialization_ids)}
        chosen={ids(query.specialization_ids)}
        fold
      />
      <FilterChecks
        legend={t('filters.technologies')}
        name="keyword_ids"
        options={named(facets.keywords, query.keyword_ids)}
        chosen={ids(query.keyword_ids)}
        fold
      />
      <FilterChecks
        legend={t('filters.seniority')}
        name="seniority"
        options={choices('seniority', SENIORITY, facets.seniority)}
        chosen={query.seniority ?? []}
        fold
      />
      <FilterChecks
        legend={t('filters.experience')}
        name="experience"
        options={choices('experience', EXPERIENCE, facets.experience)}
        chosen={query.experience ?? []}
        fold
      />
      <FilterChecks
        legend={t('filters.englishLevel')}
        name="english_level"
        options={choices('englishLevel', ENGLISH_LEVELS, facets.english_level)}
        chosen={query.english_level ?? []}
        fold
      />
      <FilterChecks
        legend={t('filters.jobTypes')}
        name="job_types"
        options={choices('jobType', JOB_TYPES, facets.job_types)}
        chosen={query.job_types ?? []}
        fold
      />
      <FilterChecks
        legend={t('filters.employment')}
        name="employment"
        options={choices('employment', EMPLOYMENT, facets.employment)}
        chosen={query.employment ?? []}
        fold
      />
      <FilterChecks
        legend={t('filters.countries')}
        name="country_ids"
        options={named(facets.countries, query.country_ids)}
        chosen={ids(query.country_ids)}
        fold
      />
      <FilterChecks
        legend={t('filters.cities')}
        name="city_ids"
        options={named(facets.cities, query.city_ids)}
        chosen={ids(query.city_ids)}
        fold
      />
      <FilterRange
        legend={t('filters.salary')}
        from={{ name: 'salary_from', label: t('filters.salaryFrom'), value: query.salary_from }}
        to={{ name: 'salary_to', label: t('filters.salaryTo'), value: query.salary_to }}
        max={VACANCIES.budgetMax}
      >
        <FilterSelect
          label={t('filters.currency')}
          name="currency"
          value={query.currency ?? 'USD'}
          options={VACANCIES.currencies.map((currency) => ({ value: currency, label: currency }))}
          small
        />
      </FilterRange>
    </FilterForm>
  );
}
