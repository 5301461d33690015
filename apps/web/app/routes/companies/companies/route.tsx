import { COMPANIES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CityFilter } from '../../../components/catalogs/CityFilter.tsx';
import { CompanyCard } from '../../../components/companies/CompanyCard.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSearch, FilterSelect } from '../../../components/ui/filters/FilterFields.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { ResultList } from '../../../components/ui/ResultList.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCompanies } from './load-companies.server.ts';

export const handle = { i18n: ['Companies', 'Places'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCompanies(args);

const named = (items: { id: number; name: string }[]) => items.map((item) => ({ value: item.id, label: item.name }));

/** The public directory of approved companies, with filters that live in the address. */
export default function CompaniesPage() {
  const { filters, city, page, technologies, specializations, countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
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
        <FilterBar submitLabel={t('filter')} resetLabel={t('reset')}>
          {/* The loader reads no more of the words than this. */}
          <FilterSearch
            label={t('searchLabel')}
            value={filters.search}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            className="md:col-span-2"
          />
          <FilterSelect
            label={t('sizeLabel')}
            name="size"
            value={filters.size}
            empty={t('anySize')}
            options={COMPANIES.sizes.map((size) => ({ value: size, label: t('employees', { size }) }))}
          />
          <FilterSelect
            label={t('technologyLabel')}
            name="technology_id"
            value={filters.technology_id}
            empty={t('anyTechnology')}
            options={named(technologies)}
          />
          <FilterSelect
            label={t('specializationLabel')}
            name="specialization_id"
            value={filters.specialization_id}
            empty={t('anySpecialization')}
            options={named(specializations)}
            className="md:col-span-2"
          />
          <FilterSelect
            label={t('countryLabel')}
            name="country_id"
            value={filters.country_id}
            empty={t('anyCountry')}
            options={named(countries)}
            className="md:col-span-2"
          />
          <div className="md:col-span-2">
            <CityFilter
              city={city}
              label={t('cityLabel')}
              chosenLabel={(chosen) => t('cityChosen', { city: `${chosen.name}, ${chosen.country_name}` })}
              removeLabel={(chosen) => t('cityRemove', { city: chosen.name })}
              drop={['city', 'city_text']}
            />
          </div>
        </FilterBar>
        <ResultList
          summary={t('found', { count: page.total })}
          testId="companies-found"
          isEmpty={page.list.length === 0}
          empty={<p className="text-muted">{t('empty')}</p>}
          page={page.page}
          pages={page.pages}
          columns={2}
          className="mt-6"
        >
          {page.list.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </ResultList>
      </div>
    </DefaultLayout>
  );
}
