import type { TJobsResult, TVacancyCard } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultList } from '../ui/ResultList.tsx';
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
  const summary = jobs.is_total_capped ? t('foundCapped', { count: jobs.total }) : t('found', { count: jobs.total });
  return (
    <ResultList
      summary={summary}
      testId="jobs-found"
      isEmpty={jobs.list.length === 0 && featured.length === 0}
      empty={empty}
      found={jobs}
      label={t('results')}
      pagingLabel={t('paging.label')}
    >
      {featured.map((vacancy) => (
        <VacancyCard key={vacancy.id} vacancy={vacancy} isFeatured />
      ))}
      {rest.map((vacancy) => (
        <VacancyCard key={vacancy.id} vacancy={vacancy} />
      ))}
    </ResultList>
  );
}
