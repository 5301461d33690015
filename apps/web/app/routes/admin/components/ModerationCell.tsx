import type { TDecisionStatus } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_TONES, StatusBadge } from '../../../components/ui/StatusBadge.tsx';

/** An item's moderation status as a badge, and while it is rejected the reason its owner was given. */
export function ModerationCell({ status, note }: { status: TDecisionStatus; note: string | null }) {
  const { t } = useTranslation('Admin');
  return (
    <div>
      <StatusBadge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>
      {status === 'rejected' && note ? <p className="mt-1 text-xs text-muted">{t('reasonGiven', { note })}</p> : null}
    </div>
  );
}
