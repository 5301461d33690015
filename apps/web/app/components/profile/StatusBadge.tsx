import { ROLES, type TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';

const STYLES = {
  pending: 'bg-yellow-100 text-yellow-900',
  rejected: 'bg-neutral-200 text-neutral-700',
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-neutral-200 text-neutral-700',
} as const;

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

/** The status badge of spec section 4, yellow while pending, greyed when rejected, else active or inactive. */
export function StatusBadge({ user }: { user: Pick<TUser, 'status' | 'role_id' | 'candidate' | 'company'> }) {
  const { t } = useTranslation('Profile');
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[user.status]}`}
      data-testid="status-badge"
    >
      {t(labelOf(user))}
    </span>
  );
}
