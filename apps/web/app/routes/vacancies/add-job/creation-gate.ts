import { FLAGS, type TUser } from '@hushwork/contract';
import { isLivePath } from '../../../lib/live-sections.ts';

const COMPANY_PAYMENT_PATH = '/profile/payment/company';

/**
 * Whether the employer may post a vacancy (spec section 5). With company premium off (this environment) always.
 * With it on and the company unpaid, the owner goes to the company payment page with the way back remembered; while
 * that page is not live, the owner is told in a dialog instead, as a member always is (only the owner pays).
 */
export type CreationGate =
  | { kind: 'allowed' }
  | { kind: 'payment'; path: string }
  | { kind: 'pay-dialog'; who: 'owner' | 'member' };

export type GateOptions = {
  /** The path to come back to after paying (without locale). */
  returnPath: string;
  companyPremium?: boolean;
  isLive?: (path: string) => boolean;
};

export function creationGateOf(
  user: Pick<TUser, 'company' | 'employer'>,
  { returnPath, companyPremium = FLAGS.companyPremium, isLive = isLivePath }: GateOptions,
): CreationGate {
  if (!companyPremium || user.company?.can_send_job_offer) return { kind: 'allowed' };
  if (!user.employer?.is_owner) return { kind: 'pay-dialog', who: 'member' };
  if (!isLive(COMPANY_PAYMENT_PATH)) return { kind: 'pay-dialog', who: 'owner' };
  return { kind: 'payment', path: `${COMPANY_PAYMENT_PATH}?redirect=${encodeURIComponent(returnPath)}` };
}
