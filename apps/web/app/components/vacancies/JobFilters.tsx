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
type FacetName = TJobsFacets['sampled'][number];
type NamedFacet = { id: number; name: string; count: number }[];

type ChoiceField = 'seniority' | 'experience' | 'english_level' | 'job_types' | 'employment';
type NamedField = 'specialization_ids' | 'keyword_ids' | 'country_ids' | 'city_ids';
type Group = { legend: string; name: string; options: FilterOption[]; chosen: readonly string[] };

const countOf = (facet: Facet, key: string) => facet.find((f) => f.key === key)?.count ?? 0;

/**
 * The job search's filters: every attribute of the vacancy wizard, each value with how many of the matches have it,
 * long lists folded. Chosen values stay listed even when nothing matches them any more, so they can be unticked.
 */
export function JobFilters({ query, facets, sort }: { query: TJobsQueryOutput; facets: TJobsFacets; sort: TJobsSort }) {
  const { t } = useTranslation('Vacancies');
  // A sampled facet's figures are a sample's (past `countMax` matches): its values keep the sample's order, no figure.
  const figure = (facet: FacetName, count: number) => (facets.sampled.includes(facet) ? {} : { count });
  const choices = (name: ChoiceField, kind: ChoiceKind, values: readonly string[], legend: string): Group => ({
    legend,
    name,
    options: values.map((value) => ({
      value,
      label: t(choiceKey(kind, value)),
      ...figure(name, countOf(facets[name], value)),
    })),
    chosen: query[name] ?? [],
  });
  // A chosen id no match has any more stays listed (under a placeholder name), so it can be unticked.
  const named = (name: NamedField, facetName: FacetName, facet: NamedFacet, legend: string): Group => ({
    legend,
    name,
    options: [
      ...facet.map((item) => ({ value: String(item.id), label: item.name, ...figure(facetName, item.count) })),
      ...(query[name] ?? [])
        .filter((id) => !facet.some((item) => item.id === id))
        .map((id) => ({ value: String(id), label: t('filters.chosenElsewhere'), count: 0 })),
    ],
    chosen: (query[name] ?? []).map(String),
  });
  const groups = [
    named('specialization_ids', 'specializations', facets.specializations, t('filters.specializations')),
    named('keyword_ids', 'keywords', facets.keywords, t('filters.technologies')),
    choices('seniority', 'seniority', SENIORITY, t('filters.seniority')),
    choices('experience', 'experience', EXPERIENCE, t('filters.experience')),
    choices('english_level', 'englishLevel', ENGLISH_LEVELS, t('filters.englishLevel')),
    choices('job_types', 'jobType', JOB_TYPES, t('filters.jobTypes')),
    choices('employment', 'employment', EMPLOYMENT, t('filters.employment')),
    named('country_ids', 'countries', facets.countries, t('filters.countries')),
    named('city_ids', 'cities', facets.cities, t('filters.cities')),
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
      <FilterCheck
        name="remote"
        label={t('filters.remote')}
        {...figure('remote', facets.remote)}
        isChecked={query.remote === true}
      />
      {groups.map((group) => (
        <FilterChecks key={group.name} {...group} fold />
      ))}
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
