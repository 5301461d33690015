import type { TCandidateCard } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultList } from '../ui/ResultList.tsx';
import { CandidateCard, type OptionNames } from './CandidateCard.tsx';

type CandidatesPage = { list: TCandidateCard[]; total: number; is_total_capped: boolean; page: number; pages: number };

/**
 * A page of candidates: how many matched ("more than 2,000" past the count's cap), their anonymous cards, and paging;
 * `empty` says what to do otherwise.
 */
export function CandidateResults({
  found,
  names,
  empty,
}: {
  found: CandidatesPage;
  names: OptionNames;
  empty: ReactNode;
}) {
  const { t } = useTranslation('Candidates');
  const summary = found.is_total_capped
    ? t('candidatesFoundCapped', { count: found.total })
    : t('candidatesFound', { count: found.total });
  return (
    <ResultList summary={summary} testId="candidates-found" empty={empty} found={found} label={t('results')}>
      {found.list.map((card) => (
        <CandidateCard key={card.id} card={card} names={names} />
      ))}
    </ResultList>
  );
}
