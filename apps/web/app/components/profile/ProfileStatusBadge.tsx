import { ROLES, type TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_TONES, StatusBadge } from '../ui/StatusBadge.tsx';

const LABELS = {
  pending: 'statusPending',
  rejected: 'statusRejected',
  active: 'statusActive',
  inactive: 'statusInactive',
} as const;

/**
 * A pending worker or company has either nothing to moderate yet or something waiting for a moderator; the badge
 * says which (spec section 4's "Offline" said neither, and read as the person being away).
 */
function labelOf(user: Pick<TUser, 'status' | 'role_id' | 'candidate' | 'company'>) {
  if (user.status !== 'pending') return LABELS[user.status];
  if (user.role_id === ROLES.worker && !user.candidate) return 'statusNoResume';
  if (user.role_id === ROLES.company && !user.company) return 'statusNoCompany';
  return LABELS.pending;
}

/** The account's status badge of spec section 4, in the kit's colours for the status, with the profile's words. */
export function ProfileStatusBadge({ user }: { user: Pick<TUser, 'status' | 'role_id' | 'candidate' | 'company'> }) {
  const { t } = useTranslation('Profile');
  return (
    <StatusBadge tone={STATUS_TONES[user.status]} testId="status-badge">
      {t(labelOf(user))}
    </StatusBadge>
  );
}
