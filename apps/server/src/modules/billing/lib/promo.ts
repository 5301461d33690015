import type { TProduct, TPromoDiscount } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { promoCodeRepo } from './promo-code.repo.ts';

export type AppliedPromo = { id: number; code: string; discount: TPromoDiscount };

/**
 * A promo code that applies now to the product, or `PROMO_CODE_INVALID` under the field whatever is wrong with it
 * (unknown, expired, used up, for another product): one answer, so a guesser learns nothing from the difference.
 */
export async function promoFor(
  db: Db,
  code: string | undefined,
  product: TProduct,
  now: Date,
  field = 'promo_code',
): Promise<AppliedPromo | null> {
  if (!code) return null;
  const row = await promoCodeRepo.findByCode(db, code);
  const isUsable =
    row &&
    (row.valid_until === null || row.valid_until > now) &&
    (row.max_uses === null || row.uses < row.max_uses) &&
    (row.products.length === 0 || row.products.includes(product));
  if (!row || !isUsable)
    throw new AppError('PROMO_CODE_INVALID', { fields: { [field]: [{ key: 'errors:PROMO_CODE_INVALID' }] } });
  return { id: row.id, code: row.code, discount: { amount: row.amount_minor, percent: row.percent_hundredths / 100 } };
}
