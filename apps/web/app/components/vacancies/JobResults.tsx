import type { TJobsResult, TVacancyCard } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../ui/Pagination.tsx';
import { VacancyCard } from './VacancyCard.tsx';

/**
 * A page of search results: how many matched, the cards, and paging; `empty` says what to do when nothing did.
 * `featured` vacancies take the first slots, marked, and are not listed twice.
 */
export function JobResults({
  jobs,
  empty,
  featured = [],
}: {
  jobs: TJobsResult;
  empty: ReactNode;
  featured?: TVacancyCard[];
}) {
  const { t } = useTranslation('Vacancies');
  const rest = jobs.list.filter((vacancy) => !featured.some((item) => item.id === vacancy.id));
  const found = jobs.is_total_capped ? t('foundCapped', { count: jobs.total }) : t('found', { count: jobs.total });
  return (
    <section aria-label={t('results')}>
      <p className="font-medium" aria-live="polite" data-testid="jobs-found">
        {found}
      </p>
      {jobs.list.length === 0 && featured.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">{empty}</div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {featured.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} isFeatured />
          ))}
          {rest.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
      <Pagination label={t('paging.label')} page={jobs.page} pages={jobs.pages} />
    </section>
  );
}
