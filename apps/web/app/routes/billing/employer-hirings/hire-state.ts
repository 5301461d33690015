import type { THire } from '@hushwork/contract';

/** Not paid yet: the owner pays it from here, also after a declined card or a payment page left half-way. */
export const isPayable = (hire: Pick<THire, 'pay_status'>) => hire.pay_status !== 'Paid';

/** Nothing paid and no payment under way: the only hires a member may withdraw (the API refuses the rest). */
export const isWithdrawable = (hire: Pick<THire, 'pay_status'>) =>
  hire.pay_status === 'UnPaid' || hire.pay_status === 'PayRejected';
