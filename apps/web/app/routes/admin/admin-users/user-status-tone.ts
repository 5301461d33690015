import type { TAdminUser } from '@hushwork/contract';
import type { BadgeTone } from '../../../components/ui/StatusBadge.tsx';

/** An account's status badge, the same on the list and on the account's page. */
export const USER_STATUS_TONE: Record<TAdminUser['status'], BadgeTone> = {
  active: 'good',
  deactivated: 'neutral',
  blocked: 'bad',
  deleted: 'strong',
};
