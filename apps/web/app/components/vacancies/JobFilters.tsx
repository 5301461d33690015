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
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { useLiveFilters } from '../ui/use-live-filters.ts';
import { type ChoiceKind, choiceKey } from './vacancy-words.ts';

const field = 'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2';
type Option = { value: string; label: string; count: number };

/** How many values of a long facet list are shown at first: the first by count (the server's order). */
export const FACET_SHOWN = 8;
/** A list is cut only when the cut hides at least this many: a disclosure for one or two more is not worth it. */
const FACET_HIDDEN_MIN = 3;

/**
 * A facet's values as shown at first (the first `FACET_SHOWN` by count and every ticked one, in the list's order)
 * and the rest, which open under a disclosure. A short list is shown whole.
 */
export function splitFacet(options: Option[], chosen: string[]): { shown: Option[]; hidden: Option[] } {
  if (options.length < FACET_SHOWN + FACET_HIDDEN_MIN) return { shown: options, hidden: [] };
  const isShown = (option: Option, index: number) => index < FACET_SHOWN || chosen.includes(option.value);
  const hidden = options.filter((option, index) => !isShown(option, index));
  if (hidden.length < FACET_HIDDEN_MIN) return { shown: options, hidden: [] };
  return { shown: options.filter(isShown), hidden };
}

const optionClass = 'flex items-center gap-2 text-sm';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The hidden values' checkboxes as HTML, the same on the server and in the browser. React writes it as it is and
 * hydrates none of it: the filter form was about 40% of the elements a search page hydrates, and the folded values
 * are 180 of them on /job-openings (ADR 0024, Measured). None of them is ticked (ticked values are always shown),
 * and they are plain inputs of the form, so the GET form submits them like the others.
 */
function hiddenOptionsHtml(name: string, options: Option[]): string {
  return options
    .map(
      (option) =>
        `<li><label class="${optionClass}"><input type="checkbox" name="${escapeHtml(name)}" value="${escapeHtml(option.value)}"><span>${escapeHtml(option.label)} <span class="text-muted">(${option.count})</span></span></label></li>`,
    )
    .join('');
}

/**
 * A group of checkboxes posting one field as a list (`seniority=junior&seniority=senior`), each with its count. A long
 * list shows its first values and puts the rest behind a native disclosure: rendered by the server, opened without
 * JavaScript, and not hydrated.
 */
function CheckGroup({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: Option[];
  chosen: string[];
}) {
  const { t } = useTranslation('Vacancies');
  if (options.length === 0) return null;
  const { shown, hidden } = splitFacet(options, chosen);
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <ul className="mt-1 space-y-1">
        {shown.map((option) => (
          <li key={option.value}>
            <label className={optionClass}>
              <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} />
              <span>
                {option.label} <span className="text-muted">({option.count})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {hidden.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm underline">
            {t('filters.showAll', { total: options.length })}
          </summary>
          <ul
            className="mt-1 space-y-1"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, every value escaped (hiddenOptionsHtml).
            dangerouslySetInnerHTML={{ __html: hiddenOptionsHtml(name, hidden) }}
          />
        </details>
      ) : null}
    </fieldset>
  );
}

const countOf = (facet: { key: string; count: number }[], key: string) => facet.find((f) => f.key === key)?.count ?? 0;

/**
 * The search's filters as a GET form: every attribute of the vacancy wizard, each value with how many of the matches
 * have it. Chosen values stay listed even when nothing matches them any more, so they can be unticked. Each change
 * applies itself (useLiveFilters); without JavaScript the submit button does.
 */
export function JobFilters({ query, facets, sort }: { query: TJobsQueryOutput; facets: TJobsFacets; sort: TJobsSort }) {
  const { t } = useTranslation('Vacancies');
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { key } = useLiveFilters(formRef);
  const choices = (kind: ChoiceKind, values: readonly string[], facet: { key: string; count: number }[]) =>
    values.map((value) => ({ value, label: t(choiceKey(kind, value)), count: countOf(facet, value) }));
  const named = (facet: { id: number; name: string; count: number }[], chosen: number[] | undefined) => [
    ...facet.map((item) => ({ value: String(item.id), label: item.name, count: item.count })),
    ...(chosen ?? [])
      .filter((id) => !facet.some((item) => item.id === id))
      .map((id) => ({ value: String(id), label: t('filters.chosenElsewhere'), count: 0 })),
  ];
  const ids = (list: number[] | undefined) => (list ?? []).map(String);
  return (
    <Form
      // A new address from elsewhere remounts the form, so its unticked defaults follow it (a reset, a back button).
      key={key}
      ref={formRef}
      method="get"
      className="grid gap-5 rounded-2xl border border-neutral-200 bg-white p-5"
      aria-label={t('filters.title')}
    >
      <label className="block">
        <span className="font-medium">{t('filters.search')}</span>
        <input
          type="search"
          name="search"
          maxLength={VACANCIES.searchMaxLength}
          defaultValue={query.search ?? ''}
          placeholder={t('filters.searchPlaceholder')}
          className={field}
        />
      </label>
      <label className="block">
        <span className="font-medium">{t('filters.sort')}</span>
        <select name="sort" defaultValue={sort} className={field}>
          {VACANCIES.sorts.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="remote" value="1" defaultChecked={query.remote === true} />
        <span>
          {t('filters.remote')} <span className="text-muted">({facets.remote})</span>
        </span>
      </label>
      <CheckGroup
        legend={t('filters.specializations')}
        name="specialization_ids"
        options={named(facets.specializations, query.specialization_ids)}
        chosen={ids(query.specialization_ids)}
      />
      <CheckGroup
        legend={t('filters.technologies')}
        name="keyword_ids"
        options={named(facets.keywords, query.keyword_ids)}
        chosen={ids(query.keyword_ids)}
      />
      <CheckGroup
        legend={t('filters.seniority')}
        name="seniority"
        options={choices('seniority', SENIORITY, facets.seniority)}
        chosen={query.seniority ?? []}
      />
      <CheckGroup
        legend={t('filters.experience')}
        name="experience"
        options={choices('experience', EXPERIENCE, facets.experience)}
        chosen={query.experience ?? []}
      />
      <CheckGroup
        legend={t('filters.englishLevel')}
        name="english_level"
        options={choices('englishLevel', ENGLISH_LEVELS, facets.english_level)}
        chosen={query.english_level ?? []}
      />
      <CheckGroup
        legend={t('filters.jobTypes')}
        name="job_types"
        options={choices('jobType', JOB_TYPES, facets.job_types)}
        chosen={query.job_types ?? []}
      />
      <CheckGroup
        legend={t('filters.employment')}
        name="employment"
        options={choices('employment', EMPLOYMENT, facets.employment)}
        chosen={query.employment ?? []}
      />
      <CheckGroup
        legend={t('filters.countries')}
        name="country_ids"
        options={named(facets.countries, query.country_ids)}
        chosen={ids(query.country_ids)}
      />
      <CheckGroup
        legend={t('filters.cities')}
        name="city_ids"
        options={named(facets.cities, query.city_ids)}
        chosen={ids(query.city_ids)}
      />
      <fieldset>
        <legend className="font-medium">{t('filters.salary')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <label className="block text-sm">
            {t('filters.salaryFrom')}
            <input
              type="number"
              name="salary_from"
              min={0}
              max={VACANCIES.budgetMax}
              defaultValue={query.salary_from ?? ''}
              className={field}
            />
          </label>
          <label className="block text-sm">
            {t('filters.salaryTo')}
            <input
              type="number"
              name="salary_to"
              min={0}
              max={VACANCIES.budgetMax}
              defaultValue={query.salary_to ?? ''}
              className={field}
            />
          </label>
        </div>
        <label className="mt-2 block text-sm">
          {t('filters.currency')}
          <select name="currency" defaultValue={query.currency ?? 'USD'} className={field}>
            {VACANCIES.currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="flex items-center gap-4">
        {/* With JavaScript every change applies itself; without it, this button sends the form. */}
        <noscript>
          <Button type="submit">{t('filters.apply')}</Button>
        </noscript>
        <Link to={pathname} className="underline">
          {t('filters.reset')}
        </Link>
      </div>
    </Form>
  );
}
