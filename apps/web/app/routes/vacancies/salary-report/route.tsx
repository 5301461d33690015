import { landingPathOf, SENIORITY, salaryReportPathOf, type TSalaryReport } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSelect } from '../../../components/ui/filters/FilterFields.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { SalaryChart, SalaryHeadline, SalaryMethod } from '../../../components/vacancies/salaries/SalaryParts.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadSalaryReport } from './salary-report.server.ts';

export const handle = { i18n: ['Salaries'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadSalaryReport(args);

/** The job-openings landing page that matches the report: the technology, at its seniority when one is chosen. */
const vacanciesPath = ({ technology, seniority }: TSalaryReport) =>
  landingPathOf({ kind: 'technologies', technology: technology.slug, ...(seniority ? { seniority } : {}) });

/**
 * `/salaries/{technology}`: one technology's pay, at a seniority and in a country when chosen (a GET form: it works
 * without JavaScript), split by seniority and by country, each row leading to its narrower report.
 */
export default function SalaryReportPage() {
  const { report } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Salaries');
  const to = useLocalePath();
  const technology = report.technology.name;
  const seniorityName = (key: string) => t(`level.${key}`);
  const base = report.seniority
    ? t('titleSeniority', { technology, seniority: seniorityName(report.seniority) })
    : t('titleTechnology', { technology });
  const title = report.country ? t('inCountry', { title: base, country: report.country.name }) : base;
  const slug = report.technology.slug;
  return (
    <DefaultLayout>
      <PageMeta title={title} description={t('introTechnology', { technology })} />
      {report.figure ? null : <meta name="robots" content="noindex, follow" />}
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('breadcrumb'), link: to('/salaries') },
            { title: technology, link: to(`/salaries/${slug}`) },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted">{t('introTechnology', { technology })}</p>
        <FilterBar submitLabel={t('show')} resetLabel={t('reset')}>
          <FilterSelect
            label={t('seniority')}
            name="seniority"
            value={report.seniority ?? undefined}
            empty={t('everySeniority')}
            options={SENIORITY.map((key) => ({ value: key, label: seniorityName(key) }))}
          />
          <FilterSelect
            label={t('country')}
            name="country"
            value={report.country?.slug}
            empty={t('everyCountry')}
            options={report.countries.map((country) => ({ value: country.slug, label: country.name }))}
          />
        </FilterBar>
        {report.figure ? (
          <SalaryHeadline title={t('median')} figure={report.figure} computedAt={report.computed_at} />
        ) : (
          <EmptyState
            title={t('notEnough')}
            action={
              <div className="flex flex-wrap gap-3">
                {report.seniority || report.country ? (
                  <Button to={to(`/salaries/${slug}`)} variant="secondary">
                    {t('allFigures', { technology })}
                  </Button>
                ) : null}
                <Button to={to(vacanciesPath(report))}>{t('seeVacancies', { technology })}</Button>
              </div>
            }
          >
            <p>{t('notEnoughHint')}</p>
          </EmptyState>
        )}
        <SalaryChart
          id="by-seniority"
          title={t('bySeniority')}
          caption={t('chartBySeniority')}
          labelHeader={t('seniority')}
          rows={report.by_seniority}
          labelOf={(row) => (
            <Link
              to={to(salaryReportPathOf(slug, { seniority: row.key, country: report.country?.slug }))}
              className="underline underline-offset-2"
            >
              {row.name}
            </Link>
          )}
        />
        <SalaryChart
          id="by-country"
          title={t('byCountry')}
          caption={t('chartByCountry')}
          labelHeader={t('country')}
          rows={report.by_country}
          labelOf={(row) => (
            <Link
              to={to(salaryReportPathOf(slug, { seniority: report.seniority, country: row.key }))}
              className="underline underline-offset-2"
            >
              {row.name}
            </Link>
          )}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button to={to(vacanciesPath(report))}>{t('seeVacancies', { technology })}</Button>
          <Button to={to('/salaries')} variant="secondary">
            {t('otherReports')}
          </Button>
        </div>
        <SalaryMethod />
      </div>
    </DefaultLayout>
  );
}
