import { z } from 'zod';
import { BILLING } from '../constants.ts';
import { pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZMoney, ZOrder } from './order.ts';
import { PAY_STATUSES } from './pay-status.ts';
import { PRODUCTS } from './prices.ts';

/** An order as admins read it: who pays (the company or the job seeker) and the refunds made on it. */
export const ZAdminOrder = ZOrder.extend({
  company_id: z.number().int().nullable(),
  user_id: z.number().int(),
  buyer_name: z.string(),
  /**
   * The provider's id of what was paid (a payment `pi_…`, a subscription's invoice `in_…`); null before a payment
   * started, and for the demo's seeded orders.
   */
  provider_reference: z.string().nullable(),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amount: ZMoney,
      reason: z.string(),
      admin_user_id: z.number().int(),
      /** The admin who refunded, by name; empty once their account is gone. */
      admin_name: z.string(),
      created_at: z.string(),
    }),
  ),
}).meta({ id: 'AdminOrder' });
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(PAY_STATUSES).optional(),
  product: z.enum(PRODUCTS).optional(),
});
export type TAdminOrdersQuery = z.input<typeof ZAdminOrdersQuery>;
export const ZAdminOrdersPage = pagedListOf(ZAdminOrder);

export const ZRefundParams = z.object({ id: zId });
/** `amount` in cents; the whole unrefunded rest when left out. Recorded for good, never deleted. */
export const ZRefundRequest = z.object({
  amount: z.number().int().positive().max(100_000_000).optional(),
  reason: z.string().trim().min(3, { error: 'validation:required' }).max(BILLING.companyDetailsMax),
});
