import { BILLING } from '@hushwork/contract';
import type { Job } from '../../../platform/module.ts';
import { orderRepo } from '../lib/order.repo.ts';

/**
 * Every five minutes, payments started more than `BILLING.paymentWaitS` ago and never confirmed go back to unpaid
 * (the pay status machine's `abandon`), so the pages offer to pay them again rather than wait for them.
 */
export const abandonPaymentsJob: Job = {
  name: 'billing.abandon-payments',
  everyMs: 5 * 60 * 1000,
  async run({ database, clock }) {
    const now = clock.now();
    await orderRepo.abandonStarted(database.db, new Date(now.getTime() - BILLING.paymentWaitS * 1000), now);
  },
};
