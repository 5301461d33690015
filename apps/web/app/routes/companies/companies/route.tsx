import { COMPANIES } from '@hushwork/contract';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useLocation } from 'react-router';
import { PlaceAutocomplete } from '../../../components/catalogs/PlaceAutocomplete.tsx';
import { CompanyCard } from '../../../components/companies/CompanyCard.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCompanies } from './load-companies.server.ts';

export const handle = { i18n: ['Companies', 'Places'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCompanies(args);

const field = 'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2';

/** The public directory of approved companies, with filters that live in the address. */
export default function CompaniesPage() {
  const { filters, city, page, technologies, specializations, countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const { search } = useLocation();
  const withoutCity = new URLSearchParams(search);
  for (const name of ['city', 'city_text', 'page']) withoutCity.delete(name);
  return (
    <DefaultLayout>
      <PageMeta title={t('listTitle')} description={t('listIntro')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/companies') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{t('listTitle')}</h1>
        <p className="mt-2 text-lg text-muted">{t('listIntro')}</p>
        <Form
          method="get"
          className="mt-6 grid gap-4 rounded-2xl border border-neutral-200 bg-white p-5 md:grid-cols-4"
        >
          <label className="block md:col-span-2">
            <span className="font-medium">{t('searchLabel')}</span>
            <input
              type="search"
              name="search"
              defaultValue={filters.search ?? ''}
              placeholder={t('searchPlaceholder')}
              className={field}
            />
          </label>
          <label className="block">
            <span className="font-medium">{t('sizeLabel')}</span>
            <select name="size" defaultValue={filters.size ?? ''} className={field}>
              <option value="">{t('anySize')}</option>
              {COMPANIES.sizes.map((size) => (
                <option key={size} value={size}>
                  {t('employees', { size })}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="font-medium">{t('technologyLabel')}</span>
            <select name="technology_id" defaultValue={filters.technology_id ?? ''} className={field}>
              <option value="">{t('anyTechnology')}</option>
              {technologies.map((technology) => (
                <option key={technology.id} value={technology.id}>
                  {technology.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block md:col-span-2">
            <span className="font-medium">{t('specializationLabel')}</span>
            <select name="specialization_id" defaultValue={filters.specialization_id ?? ''} className={field}>
              <option value="">{t('anySpecialization')}</option>
              {specializations.map((specialization) => (
                <option key={specialization.id} value={specialization.id}>
                  {specialization.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block md:col-span-2">
            <span className="font-medium">{t('countryLabel')}</span>
            <select name="country_id" defaultValue={filters.country_id ?? ''} className={field}>
              <option value="">{t('anyCountry')}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </label>
          <div className="md:col-span-2">
            <span className="font-medium" aria-hidden="true">
              {t('cityLabel')}
            </span>
            <div className="mt-1">
              <PlaceAutocomplete name="city" label={t('cityLabel')} />
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
          <div className="flex items-center gap-4 md:col-span-4">
            <Button type="submit">{t('filter')}</Button>
            <Link to={to('/companies')} className="underline">
              {t('reset')}
            </Link>
          </div>
        </Form>
        <p className="mt-6 font-medium" aria-live="polite" data-testid="companies-found">
          {t('found', { count: page.total })}
        </p>
        {page.list.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-muted">
            {t('empty')}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {page.list.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </ul>
        )}
        <Pagination page={page.page} pages={page.pages} />
      </div>
    </DefaultLayout>
  );
}
