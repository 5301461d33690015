import type { TUser } from '@hushwork/contract';
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

/** The status badge of spec section 4: pending shows Offline in yellow, rejected greyed, else active or inactive. */
export function StatusBadge({ status }: { status: TUser['status'] }) {
  const { t } = useTranslation('Profile');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{t(LABELS[status])}</span>
  );
}
