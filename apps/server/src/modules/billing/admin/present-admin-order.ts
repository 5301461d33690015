import { type Locale, money, type TAdminOrder } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { userDirectory } from '../../identity/index.ts';
import { type OrderRow, orderRepo } from '../lib/order.repo.ts';
import { presentOrder } from '../lib/present.ts';

/** Orders as admins read them, with their refunds, in one query for the refunds of the whole page. */
export async function presentAdminOrders(db: Db, rows: OrderRow[], locale: Locale): Promise<TAdminOrder[]> {
  const refunds = await orderRepo.refundsOf(
    db,
    rows.map((row) => row.id),
  );
  const admins = await userDirectory.listByIds(
    db,
    refunds.map((refund) => refund.admin_user_id),
  );
  return rows.map((row) => ({
    ...presentOrder(row, locale),
    company_id: row.company_id,
    user_id: row.user_id,
    buyer_name: row.buyer?.name ?? '',
    provider_reference: row.provider_payment_id,
    refunds: refunds
      .filter((refund) => refund.order_id === row.id)
      .map((refund) => ({
        id: refund.id,
        amount: money(refund.amount_minor),
        reason: refund.reason,
        admin_user_id: refund.admin_user_id,
        admin_name: admins.get(refund.admin_user_id)?.name ?? '',
        created_at: refund.created_at.toISOString(),
      })),
  }));
}
