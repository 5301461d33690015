import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { SalaryChart, SalaryHeadline, SalaryMethod } from '../../../components/vacancies/salaries/SalaryParts.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadSalaries } from './salaries.server.ts';

export const handle = { i18n: ['Salaries'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadSalaries(args);

/** `/salaries`: what IT vacancies pay, all together, by seniority and by technology (each linking its own report). */
export default function SalariesPage() {
  const { overview } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Salaries');
  const to = useLocalePath();
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} description={t('intro')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('breadcrumb'), link: to('/salaries') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted">{t('intro')}</p>
        {overview.overall ? (
          <>
            <SalaryHeadline title={t('overall')} figure={overview.overall} computedAt={overview.computed_at} />
            <SalaryChart
              id="by-seniority"
              title={t('bySeniority')}
              caption={t('chartBySeniority')}
              labelHeader={t('seniority')}
              rows={overview.by_seniority}
            />
            <SalaryChart
              id="by-technology"
              title={t('byTechnology')}
              caption={t('chartByTechnology')}
              labelHeader={t('technology')}
              rows={overview.technologies}
              labelOf={(row) => (
                // A technology's name alone ("Go", "C") says little out of the table: the link names its report.
                <Link to={to(`/salaries/${row.key}`)} className="underline underline-offset-2">
                  <span aria-hidden="true">{row.name}</span>
                  <span className="sr-only">{t('titleTechnology', { technology: row.name })}</span>
                </Link>
              )}
            />
          </>
        ) : (
          <EmptyState title={t('notEnough')} action={<Button to={to('/job-openings')}>{t('seeAllVacancies')}</Button>}>
            <p>{t('emptyOverview')}</p>
          </EmptyState>
        )}
        <SalaryMethod />
      </div>
    </DefaultLayout>
  );
}
