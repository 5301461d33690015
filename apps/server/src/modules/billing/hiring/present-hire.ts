import type { Locale, THire, TPayStatus } from '@hushwork/contract';
import { money } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { vacancyDirectory } from '../../vacancies/index.ts';
import type { HireRow } from '../lib/hire.repo.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { presentOrder } from '../lib/present.ts';

/** Hires as the team reads them: a free one (the tariff waived its fee) is paid from the start. */
export async function presentHires(db: Db, rows: HireRow[], locale: Locale, now: Date): Promise<THire[]> {
  const [orders, vacancies] = await Promise.all([
    orderRepo.findByIds(
      db,
      rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
    ),
    vacancyDirectory.titlesByIds(
      db,
      rows.map((row) => row.vacancy_id),
    ),
  ]);
  return rows.map((row) => {
    const order = row.order_id === null ? undefined : orders.get(row.order_id);
    const pay_status: TPayStatus = row.fee_minor === 0 ? 'Paid' : ((order?.pay_status as TPayStatus) ?? 'UnPaid');
    return {
      id: row.id,
      offer_id: row.offer_id,
      vacancy: { id: row.vacancy_id, title: vacancies.get(row.vacancy_id)?.title ?? '' },
      fee: money(row.fee_minor),
      pay_status,
      order: order ? presentOrder(order, locale) : null,
      due_at: row.due_at.toISOString(),
      is_overdue: pay_status !== 'Paid' && row.due_at < now,
      created_at: row.created_at.toISOString(),
    };
  });
}
