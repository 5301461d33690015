import { BILLING, VACANCY_PREMIUM_TARIFFS, vacancyPremiumPrice } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { presentSubscription } from '../lib/present.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { promotableVacancies } from './promotable.ts';

/** The tariffs of a vacancy's premium, the company's open vacancies and the premiums it pays for now. */
export async function listVacancyPremiumTariffs({ actor, db, clock }: UseCaseArgs<Record<string, never>, 'clock'>) {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const subscriptions = (await subscriptionRepo.listOfPayer(db, payer)).filter(
    (row) => row.product === 'vacancy_premium' && row.status !== 'incomplete',
  );
  return {
    list: VACANCY_PREMIUM_TARIFFS.map((tariff) => ({
      tariff,
      price: vacancyPremiumPrice(tariff),
      days: BILLING.vacancyPremium[tariff].days,
    })),
    vacancies: await promotableVacancies(db, payer.company_id, clock.now()),
    subscriptions: subscriptions.map((row) => presentSubscription(row, actor.locale)),
  };
}
