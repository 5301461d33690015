import { BILLING } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { vacancyDirectory } from '../../vacancies/index.ts';
import type { PromotionKind } from './promotion.repo.ts';
import { promotionRepo } from './promotion.repo.ts';

/** Turbo puts a vacancy first in its searches; a vacancy's premium highlights it among the VIP ones. */
const PLACEMENT: Record<PromotionKind, 'is_top' | 'is_vip'> = { turbo: 'is_top', vacancy_premium: 'is_vip' };

/** A paid period starts: the vacancy is raised until `endsAt`. */
export async function raiseVacancy(
  db: Db,
  promotion: { order_id: number; vacancy_id: number; kind: PromotionKind; ends_at: Date },
): Promise<void> {
  await promotionRepo.insert(db, promotion);
  await vacancyDirectory.setPaidPlacement(db, promotion.vacancy_id, { [PLACEMENT[promotion.kind]]: true });
}

/**
 * When a turbo bought at `at` ends: its days count from `at`, or from the end of the turbo the vacancy has running
 * then, so a second turbo adds its week instead of overlapping the first.
 */
export async function turboEndOf(db: Db, vacancyId: number, at: Date): Promise<Date> {
  const running = (await promotionRepo.endsOf(db, [vacancyId], at)).get(`${vacancyId}:turbo`);
  const from = running && running > at ? running : at;
  return new Date(from.getTime() + BILLING.turbo.days * 86_400_000);
}

/** Paid periods that are over end: a vacancy is lowered unless another paid period of the same kind still runs. */
export async function endDuePlacements(db: Db, now: Date, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await promotionRepo.takeDue(tx, now, batch);
    await promotionRepo.markEnded(
      tx,
      due.map((row) => row.order_id),
      now,
    );
    for (const row of due) {
      const kind = row.kind as PromotionKind;
      if (!(await promotionRepo.isRunning(tx, row.vacancy_id, kind, now)))
        await vacancyDirectory.setPaidPlacement(tx, row.vacancy_id, { [PLACEMENT[kind]]: false });
    }
    return due.length;
  });
}
