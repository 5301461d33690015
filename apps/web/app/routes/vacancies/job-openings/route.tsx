import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel.tsx';
import { activeFilterCount } from '../../../components/ui/filters/use-live-filters.ts';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { JobFilters } from '../../../components/vacancies/JobFilters.tsx';
import { JobResults } from '../../../components/vacancies/JobResults.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadJobs } from './load-jobs.server.ts';

export const handle = { i18n: ['Vacancies'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadJobs(args);

/**
 * `/job-openings`: the job search, server-rendered, with every filter in the address: the results first, the filters
 * beside them (behind a button on a phone), a few featured vacancies in the first slots.
 */
export default function JobOpeningsPage() {
  const { query, jobs, featured } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Vacancies');
  const to = useLocalePath();
  const title = query.search ? t('searchTitle', { search: query.search }) : t('listTitle');
  return (
    <DefaultLayout>
      <PageMeta title={title} description={t('listDescription')} />
      <div className="page-container py-6 lg:py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/job-openings') },
          ]}
        />
        <h1 className="mt-4 text-2xl font-bold lg:text-3xl">{title}</h1>
        <p className="mt-1 text-muted max-lg:hidden">{t('listDescription')}</p>
        <FilterPanel
          activeCount={activeFilterCount(query, ['sort', 'page', 'currency'])}
          filters={<JobFilters query={query} facets={jobs.facets} sort={jobs.sort} />}
          results={
            <JobResults
              jobs={jobs}
              featured={featured}
              empty={
                <>
                  <p>{query.search ? t('emptySearch', { search: query.search }) : t('empty')}</p>
                  <Link to={to('/job-openings')} className="mt-2 inline-block underline">
                    {t('allVacancies')}
                  </Link>
                </>
              }
            />
          }
        />
      </div>
    </DefaultLayout>
  );
}
