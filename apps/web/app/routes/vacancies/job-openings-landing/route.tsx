import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel.tsx';
import { activeFilterCount } from '../../../components/ui/filters/use-live-filters.ts';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { PillLinks } from '../../../components/ui/PillLinks.tsx';
import { JobFilters } from '../../../components/vacancies/JobFilters.tsx';
import { JobResults } from '../../../components/vacancies/JobResults.tsx';
import { landingWordsOf } from '../../../components/vacancies/landing-words.ts';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { isLivePath } from '../../../lib/live-sections.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadLanding } from './load-landing.server.ts';

export const handle = { i18n: ['Vacancies'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadLanding(args);

/** One route module for every landing shape of spec section 2: its own title, heading, description and trail. */
export default function JobOpeningsLandingPage() {
  const { query, landing } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Vacancies');
  const to = useLocalePath();
  const values = landingWordsOf(landing);
  const words = (part: 'title' | 'heading' | 'description') => t(`landing.${landing.title_key}.${part}`, values);
  const crumbs = [
    { title: t('home'), link: to('/') },
    ...landing.breadcrumbs.map((crumb) => ({
      title: crumb.kind === 'root' ? t('breadcrumbs.root') : (crumb.name ?? ''),
      link: to(crumb.path),
    })),
  ];
  return (
    <DefaultLayout>
      <PageMeta title={words('title')} description={words('description')} />
      <div className="page-container py-10">
        <Breadcrumbs items={crumbs} />
        <h1 className="mt-4 text-3xl font-bold">{words('heading')}</h1>
        <p className="mt-2 text-lg text-muted">{words('description')}</p>
        {landing.salary_path && isLivePath('/salaries') ? (
          <Link to={to(landing.salary_path)} className="mt-2 inline-block font-medium underline underline-offset-2">
            {t('salaryReportLink', { technology: landing.title_params.technology ?? '' })}
          </Link>
        ) : null}
        <FilterPanel
          activeCount={activeFilterCount(query, ['sort', 'page', 'currency'])}
          filters={<JobFilters query={query} facets={landing.jobs.facets} sort={landing.jobs.sort} />}
          results={
            <>
              <JobResults
                jobs={landing.jobs}
                empty={
                  <>
                    <p>{t('landing.empty')}</p>
                    <Link to={to('/job-openings')} className="mt-2 inline-block underline">
                      {t('allVacancies')}
                    </Link>
                  </>
                }
              />
              {landing.related.length > 0 ? (
                <section className="mt-10" aria-labelledby="related-title">
                  <h2 id="related-title" className="text-xl font-bold">
                    {t('landing.related')}
                  </h2>
                  <PillLinks
                    links={landing.related.map((link) => ({
                      to: to(link.path),
                      label: link.count === null ? link.name : t('relatedLink', { name: link.name, count: link.count }),
                    }))}
                  />
                </section>
              ) : null}
            </>
          }
        />
      </div>
    </DefaultLayout>
  );
}
