import type { TVacancyModeration, TVacancyState } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, StatusBadge } from '../ui/StatusBadge.tsx';

// A rejected vacancy is red, not the profile's grey: the team has to act on it before anyone sees it.
const MODERATION_TONES: Record<TVacancyModeration, BadgeTone> = {
  pending: 'attention',
  approved: 'good',
  rejected: 'bad',
};
const STATE_TONES: Record<TVacancyState, BadgeTone> = { active: 'info', paused: 'neutral', closed: 'strong' };

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
      <StatusBadge tone={MODERATION_TONES[moderation]}>{t(`moderation.${moderation}`)}</StatusBadge>
      {showsState ? <StatusBadge tone={STATE_TONES[state]}>{t(`state.${state}`)}</StatusBadge> : null}
    </span>
  );
}
