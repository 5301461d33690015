import type { TCandidateCard, TCandidateFilters, TCity } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { FilterPanel } from '../ui/filters/FilterPanel.tsx';
import { activeFilterCount } from '../ui/filters/use-live-filters.ts';
import { optionNamesOf } from './CandidateCard.tsx';
import { type CandidateFilterChoices, CandidateFilters } from './CandidateFilters.tsx';
import { CandidateResults } from './CandidateResults.tsx';

type CandidatesPage = { list: TCandidateCard[]; total: number; is_total_capped: boolean; page: number; pages: number };

/**
 * The candidate list with its filters, as `/candidates` and its landings show it: the results first, the filters
 * beside them (behind a button on a phone). With nothing found it says `emptyText`, and with `hasAllLink` links the
 * whole list; `children` follow the results.
 */
export function CandidateSearch({
  query,
  city,
  page,
  choices,
  emptyText,
  hasAllLink,
  children,
}: {
  query: TCandidateFilters;
  city: TCity | null;
  page: CandidatesPage;
  choices: CandidateFilterChoices;
  emptyText: string;
  hasAllLink: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const names = optionNamesOf({
    seniority: choices.seniority,
    experience: choices.experience,
    english_levels: choices.english_levels,
  });
  return (
    <FilterPanel
      activeCount={activeFilterCount(query, ['sort', 'page'])}
      filters={<CandidateFilters query={query} city={city} choices={choices} />}
      results={
        <>
          <CandidateResults
            found={page}
            names={names}
            empty={
              <>
                <p>{emptyText}</p>
                {hasAllLink ? (
                  <Link to={to('/candidates')} className="mt-2 inline-block underline">
                    {t('allCandidates')}
                  </Link>
                ) : null}
              </>
            }
          />
          {children}
        </>
      }
    />
  );
}
