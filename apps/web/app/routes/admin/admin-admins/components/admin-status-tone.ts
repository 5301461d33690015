import type { TAdminAccountStatus } from '@hushwork/contract';
import type { BadgeTone } from '../../../../components/ui/StatusBadge.tsx';

/** An admin account's status badge. */
export const ADMIN_STATUS_TONE: Record<TAdminAccountStatus, BadgeTone> = {
  active: 'good',
  invited: 'attention',
  deactivated: 'neutral',
  deleted: 'strong',
};
