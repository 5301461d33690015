import type { TOpenedCandidate } from '@hushwork/contract';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CandidateFacts, type OptionNames, placeNames } from '../../../../../components/candidates/CandidateCard.tsx';
import { Pagination } from '../../../../../components/ui/Pagination.tsx';
import { dateText } from '../../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../../lib/use-locale.ts';

/** One candidate who opened the profile to the company: the name they showed it, and the card's facts. */
function OpenedCandidateCard({ candidate, names }: { candidate: TOpenedCandidate; names: OptionNames }) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const locale = useLocale();
  const places = placeNames(candidate);
  const openedOn = dateText(candidate.opened_at, locale, 'medium');
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5" data-testid="opened-candidate">
      <h3 className="text-lg font-semibold">
        <Link to={to(`/candidate/${candidate.slug}`)} className="hover:underline">
          {candidate.name}
        </Link>
      </h3>
      <p className="font-medium">{candidate.desired_position}</p>
      <CandidateFacts card={candidate} names={names} />
      {places.length > 0 ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {places.join('; ')}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">{t('resumesOpenedOn', { date: openedOn })}</p>
    </li>
  );
}

/** The resumes tab's list: who opened their profile to the company, newest first, a page at a time. */
export function OpenedCandidates({
  list,
  page,
  pages,
  names,
}: {
  list: TOpenedCandidate[];
  page: number;
  pages: number;
  names: OptionNames;
}) {
  const { t } = useTranslation('Companies');
  return (
    <section aria-labelledby="opened-candidates">
      <h2 id="opened-candidates" className="text-lg font-semibold">
        {t('resumesListTitle')}
      </h2>
      <p className="mt-1 max-w-prose text-muted">{t('resumesListLead')}</p>
      <ul className="mt-4 grid gap-4">
        {list.map((candidate) => (
          <OpenedCandidateCard key={candidate.id} candidate={candidate} names={names} />
        ))}
      </ul>
      <Pagination page={page} pages={pages} />
    </section>
  );
}
