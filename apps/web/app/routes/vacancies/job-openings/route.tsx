import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { JobFilters } from '../../../components/vacancies/JobFilters.tsx';
import { JobResults } from '../../../components/vacancies/JobResults.tsx';
import { VacancyCard } from '../../../components/vacancies/VacancyCard.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadJobs } from './load-jobs.server.ts';

export const handle = { i18n: ['Vacancies'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadJobs(args);

/** `/job-openings`: the job search, server-rendered, with every filter in the address. */
export default function JobOpeningsPage() {
  const { query, jobs, vip } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Vacancies');
  const to = useLocalePath();
  const title = query.search ? t('searchTitle', { search: query.search }) : t('listTitle');
  return (
    <DefaultLayout>
      <PageMeta title={title} description={t('listDescription')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/job-openings') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-lg text-muted">{t('listDescription')}</p>
        {vip.length > 0 ? (
          <section className="mt-6" aria-labelledby="vip-title">
            <h2 id="vip-title" className="text-xl font-bold">
              {t('vipTitle')}
            </h2>
            <ul className="mt-3 grid gap-4 md:grid-cols-2">
              {vip.map((vacancy) => (
                <VacancyCard key={vacancy.id} vacancy={vacancy} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <JobFilters query={query} facets={jobs.facets} sort={jobs.sort} />
          <JobResults
            jobs={jobs}
            empty={
              <>
                <p>{query.search ? t('emptySearch', { search: query.search }) : t('empty')}</p>
                <Link to={to('/job-openings')} className="mt-2 inline-block underline">
                  {t('allVacancies')}
                </Link>
              </>
            }
          />
        </div>
      </div>
    </DefaultLayout>
  );
}
