import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useLocation } from 'react-router';
import { ExternalJobCard } from '../../../components/external-jobs/ExternalJobCard.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadExternalJobs } from './load-external-jobs.server.ts';

export const handle = { i18n: ['ExternalJobs'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadExternalJobs(args);

const field = 'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2';

/** `/job-openings/external`: jobs published on other sites, with a search and filters that live in the address. */
export default function ExternalJobsPage() {
  const { filters, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation('ExternalJobs');
  const to = useLocalePath();
  const { search } = useLocation();
  const withoutCompany = new URLSearchParams(search);
  for (const name of ['company', 'page']) withoutCompany.delete(name);
  const companyName = page.list[0]?.company.name ?? filters.company;
  // A new query remounts the form, so the back button does not leave old values in it.
  const formKey = search;
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
        <Form
          key={formKey}
          method="get"
          role="search"
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
            <span className="font-medium">{t('remoteLabel')}</span>
            <select name="remote" defaultValue={filters.remote ?? ''} className={field}>
              <option value="">{t('remoteAny')}</option>
              <option value="1">{t('remoteOnly')}</option>
              <option value="0">{t('remoteNo')}</option>
            </select>
          </label>
          <label className="block">
            <span className="font-medium">{t('sourceLabel')}</span>
            <select name="source" defaultValue={filters.source ?? ''} className={field}>
              <option value="">{t('sourceAny')}</option>
              {page.sources.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 md:col-span-2">
            <input type="checkbox" name="with_salary" value="1" defaultChecked={filters.with_salary === '1'} />
            {t('withSalary')}
          </label>
          {filters.company ? <input type="hidden" name="company" value={filters.company} /> : null}
          <div className="flex items-center gap-4 md:col-span-2 md:justify-end">
            <Button type="submit">{t('filter')}</Button>
            <Link to={to('/job-openings/external')} className="underline">
              {t('reset')}
            </Link>
          </div>
        </Form>
        {filters.company ? (
          <p className="mt-4 flex items-center gap-1 text-sm">
            <span className="rounded-full bg-brand-soft py-1 pr-1 pl-3">
              {t('companyChosen', { company: companyName })}
              <Link
                to={`?${withoutCompany}`}
                aria-label={t('companyRemove', { company: companyName })}
                className="ml-1 inline-flex rounded-full p-1 align-middle hover:bg-white/60"
              >
                <X aria-hidden="true" className="size-4" />
              </Link>
            </span>
          </p>
        ) : null}
        <p className="mt-6 font-medium" aria-live="polite" data-testid="external-jobs-found">
          {t('found', { count: page.total })}
        </p>
        {page.list.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
            <p className="font-medium">{t('empty')}</p>
            <p className="mt-1 text-muted">{t('emptyHint')}</p>
            <Link to={to('/job-openings/external')} className="mt-3 inline-block underline">
              {t('reset')}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {page.list.map((job) => (
              <ExternalJobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
        <Pagination page={page.page} pages={page.pages} />
      </div>
    </DefaultLayout>
  );
}
