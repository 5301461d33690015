import { CANDIDATES, type TCandidateFilters, type TCity } from '@hushwork/contract';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';
import { Button } from '../ui/Button.tsx';
import { useLiveFilters } from '../ui/use-live-filters.ts';

const field = 'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2';

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

/** A group of checkboxes posting one field as a list (`seniority=junior&seniority=senior`). */
function CheckGroup({
  legend,
  name,
  options,
  chosen,
  scroll = false,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  chosen: readonly (string | number)[];
  scroll?: boolean;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <ul className={`mt-1 space-y-1 ${scroll ? 'max-h-48 overflow-y-auto' : ''}`}>
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={chosen.map(String).includes(option.value)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const keyed = (options: Option[]) => options.map((option) => ({ value: option.key, label: option.name }));
const named = (items: Named[]) => items.map((item) => ({ value: String(item.id), label: item.name }));

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
  const { pathname, search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { key } = useLiveFilters(formRef);
  const withoutCity = new URLSearchParams(search);
  for (const name of ['city', 'city_text', 'city_ids', 'page']) withoutCity.delete(name);
  return (
    <Form
      key={key}
      ref={formRef}
      method="get"
      className="grid content-start gap-5 rounded-2xl border border-neutral-200 bg-white p-5"
      aria-label={t('filtersTitle')}
    >
      <label className="block">
        <span className="font-medium">{t('searchLabel')}</span>
        <input
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          placeholder={t('searchPlaceholder')}
          maxLength={CANDIDATES.searchMaxLength}
          className={field}
        />
      </label>
      <label className="block">
        <span className="font-medium">{t('sortLabel')}</span>
        <select name="sort" defaultValue={query.sort} className={field}>
          {CANDIDATES.sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort_${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <CheckGroup
        legend={t('specializations')}
        name="specialization_ids"
        options={named(choices.specializations)}
        chosen={query.specialization_ids ?? []}
        scroll
      />
      <CheckGroup
        legend={t('keywords')}
        name="keyword_ids"
        options={named(choices.keywords)}
        chosen={query.keyword_ids ?? []}
        scroll
      />
      <CheckGroup
        legend={t('seniority')}
        name="seniority"
        options={keyed(choices.seniority)}
        chosen={query.seniority ?? []}
      />
      <CheckGroup
        legend={t('experience')}
        name="experience"
        options={keyed(choices.experience)}
        chosen={query.experience ?? []}
      />
      <label className="block">
        <span className="font-medium">{t('englishAtLeast')}</span>
        <select name="english_level" defaultValue={query.english_level ?? ''} className={field}>
          <option value="">{t('anyEnglish')}</option>
          {choices.english_levels.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="font-medium">{t('salaryFilter', { currency: CANDIDATES.salaryCurrency })}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <label className="block text-sm">
            {t('salaryFrom')}
            <input
              type="number"
              name="salary_from"
              min={0}
              max={CANDIDATES.salaryMax}
              defaultValue={query.salary_from ?? ''}
              className={field}
            />
          </label>
          <label className="block text-sm">
            {t('salaryTo')}
            <input
              type="number"
              name="salary_to"
              min={0}
              max={CANDIDATES.salaryMax}
              defaultValue={query.salary_to ?? ''}
              className={field}
            />
          </label>
        </div>
      </fieldset>
      <label className="block">
        <span className="font-medium">{t('country')}</span>
        <select name="country_ids" defaultValue={query.country_ids?.[0] ?? ''} className={field}>
          <option value="">{t('anyCountry')}</option>
          {choices.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
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
      <CheckGroup
        legend={t('jobTypes')}
        name="job_types"
        options={keyed(choices.job_types.filter((option) => !FLAG_JOB_TYPES.has(option.key)))}
        chosen={query.job_types ?? []}
      />
      <fieldset>
        <legend className="font-medium">{t('flagsTitle')}</legend>
        <ul className="mt-1 space-y-1">
          <li>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="moving" value="1" defaultChecked={query.moving === true} />
              {t('filterMoving')}
            </label>
          </li>
          <li>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="outstaff" value="1" defaultChecked={query.outstaff === true} />
              {t('filterOutstaff')}
            </label>
          </li>
        </ul>
      </fieldset>
      <div className="flex items-center gap-4">
        {/* With JavaScript every change applies itself (useLiveFilters); without it, this button sends the form. */}
        <noscript>
          <Button type="submit">{t('filter')}</Button>
        </noscript>
        <Link to={pathname} className="underline">
          {t('reset')}
        </Link>
      </div>
    </Form>
  );
}
