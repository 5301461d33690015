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
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCompanies } from './load-companies.server.ts';

export const handle = { i18n: ['Companies', 'Places'], hydrate: 'on-interaction' } satisfies I18nHandle &
  HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadCompanies(args);

type SelectField = 'size' | 'technology_id' | 'specialization_id' | 'country_id';
type Option = { value: string | number; label: string };

const named = (items: { id: number; name: string }[]): Option[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** The public directory of approved companies, with filters that live in the address. */
export default function CompaniesPage() {
  const { filters, city, page, technologies, specializations, countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const sizes = COMPANIES.sizes.map((size) => ({ value: size, label: t('employees', { size }) }));
  const select = (name: SelectField, label: string, empty: string, options: Option[], isWide = false) => ({
    name,
    label,
    empty,
    options,
    value: filters[name],
    className: isWide ? 'md:col-span-2' : '',
  });
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
          {[
            select('size', t('sizeLabel'), t('anySize'), sizes),
            select('technology_id', t('technologyLabel'), t('anyTechnology'), named(technologies)),
            select('specialization_id', t('specializationLabel'), t('anySpecialization'), named(specializations), true),
            select('country_id', t('countryLabel'), t('anyCountry'), named(countries), true),
          ].map((props) => (
            <FilterSelect key={props.name} {...props} />
          ))}
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
          empty={<p className="text-muted">{t('empty')}</p>}
          found={page}
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
