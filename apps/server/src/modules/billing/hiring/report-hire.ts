import { BILLING, type THire } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { acceptedOffers } from '../../applications/index.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { hireFeeOf } from './hire-fee.ts';
import { presentHires } from './present-hire.ts';

/**
 * A member reports a hire: an accepted job offer of the team, once. Its fee is what the company's tariff leaves of
 * it now, due within `BILLING.successfulHiring.payWithinDays`; the owner pays it.
 */
export async function reportHire({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ offer_id: number }, 'clock'>): Promise<THire> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const refused = () =>
    new AppError('HIRE_NOT_REPORTABLE', { fields: { offer_id: [{ key: 'errors:HIRE_NOT_REPORTABLE' }] } });
  const offer = await acceptedOffers.findOfCompany(db, payer.company_id, input.offer_id);
  if (!offer) throw refused();
  const now = clock.now();
  const hire = await hireRepo.insert(db, {
    company_id: payer.company_id,
    reported_by: payer.user_id,
    offer_id: offer.id,
    vacancy_id: offer.vacancy_id,
    fee_minor: (await hireFeeOf(db, payer)).amount,
    due_at: new Date(now.getTime() + BILLING.successfulHiring.payWithinDays * 86_400_000),
  });
  if (!hire) throw refused();
  const [presented] = await presentHires(db, [hire], actor.locale, now);
  return presented as THire;
}
