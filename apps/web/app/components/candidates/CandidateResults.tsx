import type { TCandidateCard } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../ui/Pagination.tsx';
import { CandidateCard, type OptionNames } from './CandidateCard.tsx';

type CandidatesPage = { list: TCandidateCard[]; total: number; page: number; pages: number };

/** A page of candidates: how many matched, their anonymous cards, and paging; `empty` says what to do otherwise. */
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
  return (
    <section aria-label={t('results')}>
      <p className="font-medium" aria-live="polite" data-testid="candidates-found">
        {t('candidatesFound', { count: found.total })}
      </p>
      {found.list.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">{empty}</div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {found.list.map((card) => (
            <CandidateCard key={card.id} card={card} names={names} />
          ))}
        </ul>
      )}
      <Pagination page={found.page} pages={found.pages} />
    </section>
  );
}
