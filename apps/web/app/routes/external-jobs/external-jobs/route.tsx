import { EXTERNAL_JOBS } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ExternalJobCard } from '../../../components/external-jobs/ExternalJobCard.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterCheck } from '../../../components/ui/filters/FilterChecks.tsx';
import { FilterChip } from '../../../components/ui/filters/FilterChip.tsx';
import { FilterSearch, FilterSelect } from '../../../components/ui/filters/FilterFields.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { ResultList } from '../../../components/ui/ResultList.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadExternalJobs } from './load-external-jobs.server.ts';

export const handle = { i18n: ['ExternalJobs'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadExternalJobs(args);

/** `/job-openings/external`: jobs published on other sites, with a search and filters that live in the address. */
export default function ExternalJobsPage() {
  const { filters, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation('ExternalJobs');
  const to = useLocalePath();
  const companyName = page.list[0]?.company.name ?? filters.company;
  return (
    <DefaultLayout>
      <PageMeta title={t('listTitle')} description={t('listIntro')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/job-openings/external') },
          ]}
        />
        <h1 className="mt-4 flex flex-wrap items-center gap-3 text-3xl font-bold">
          {t('listTitle')}
          <span className="rounded-full bg-brand px-2 py-0.5 text-sm font-semibold text-ink">{t('new')}</span>
        </h1>
        <p className="mt-2 text-lg text-muted">{t('listIntro')}</p>
        <FilterBar submitLabel={t('filter')} resetLabel={t('reset')}>
          <FilterSearch
            label={t('searchLabel')}
            value={filters.search}
            placeholder={t('searchPlaceholder')}
            maxLength={EXTERNAL_JOBS.searchMaxLength}
            className="md:col-span-2"
          />
          <FilterSelect
            label={t('remoteLabel')}
            name="remote"
            value={filters.remote}
            empty={t('remoteAny')}
            options={[
              { value: '1', label: t('remoteOnly') },
              { value: '0', label: t('remoteNo') },
            ]}
          />
          <FilterSelect
            label={t('sourceLabel')}
            name="source"
            value={filters.source}
            empty={t('sourceAny')}
            options={page.sources.map((source) => ({ value: source, label: source }))}
          />
          <div className="md:col-span-full">
            <FilterCheck name="with_salary" label={t('withSalary')} isChecked={filters.with_salary === '1'} />
          </div>
          {filters.company ? <input type="hidden" name="company" value={filters.company} /> : null}
        </FilterBar>
        {filters.company ? (
          <p className="mt-4 flex items-center gap-1 text-sm">
            <FilterChip
              label={t('companyChosen', { company: companyName })}
              removeLabel={t('companyRemove', { company: companyName })}
              drop={['company']}
            />
          </p>
        ) : null}
        <ResultList
          summary={t('found', { count: page.total })}
          testId="external-jobs-found"
          empty={
            <>
              <p className="font-medium">{t('empty')}</p>
              <p className="mt-1 text-muted">{t('emptyHint')}</p>
              <Link to={to('/job-openings/external')} className="mt-3 inline-block underline">
                {t('reset')}
              </Link>
            </>
          }
          found={page}
          columns={2}
          className="mt-6"
        >
          {page.list.map((job) => (
            <ExternalJobCard key={job.id} job={job} />
          ))}
        </ResultList>
      </div>
    </DefaultLayout>
  );
}
