import type { TVacancyModeration, TVacancyState } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';

const MODERATION_STYLES: Record<TVacancyModeration, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};
const STATE_STYLES: Record<TVacancyState, string> = {
  active: 'bg-sky-100 text-sky-900',
  paused: 'bg-neutral-200 text-neutral-800',
  closed: 'bg-neutral-800 text-white',
};
const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * Where moderation stands and what the company made of it. "Open" is said only of an approved vacancy: before a
 * moderator approves it (or after a rejection) nobody outside the team sees it, whatever its state; on hold and
 * closed stay true either way.
 */
export function VacancyBadges({ moderation, state }: { moderation: TVacancyModeration; state: TVacancyState }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const showsState = moderation === 'approved' || state !== 'active';
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`${badge} ${MODERATION_STYLES[moderation]}`}>{t(`moderation.${moderation}`)}</span>
      {showsState ? <span className={`${badge} ${STATE_STYLES[state]}`}>{t(`state.${state}`)}</span> : null}
    </span>
  );
}
