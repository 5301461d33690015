import type { TUser } from '@hushwork/contract';

/** Spec section 2: company accounts created before this day see a one-time notice about the commission. */
const COMMISSION_NOTICE_BEFORE = '2023-04-24T00:00:00Z';
/**
 * Where the dismissal is remembered: a cookie, read by the page's loader so the notice is never drawn and then
 * taken away. It keeps no record about the account on the server, for a notice that only concerns old accounts.
 */
export const COMMISSION_NOTICE_COOKIE = 'hw_commission_notice';
/** Ten years: once read, the notice stays away for as long as the browser keeps the cookie. */
export const COMMISSION_NOTICE_MAX_AGE = 10 * 365 * 24 * 3600;

/** Whether the notice is due: a company account from before the day that has not dismissed it in this browser. */
export function isCommissionNoticeDue(user: Pick<TUser, 'employer'> | null, dismissed: string | undefined | null) {
  const since = user?.employer?.created_at;
  if (!since || dismissed) return false;
  return Date.parse(since) < Date.parse(COMMISSION_NOTICE_BEFORE);
}
