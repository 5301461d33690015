import type { TSentOffer } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { acceptedOffers } from '../../applications/index.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { payerOf } from '../lib/payer.ts';

/** The company's accepted job offers not reported yet, as its list of sent offers shows them. */
export async function unreportedOffers({
  actor,
  db,
  registry,
}: UseCaseArgs<Record<string, never>, 'registry'>): Promise<TSentOffer[]> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const reported = new Set((await hireRepo.listOfCompany(db, payer.company_id)).map((hire) => hire.offer_id));
  const offers = await acceptedOffers.ofCompany(db, actor, payer.company_id, registry);
  return offers.filter((offer) => !reported.has(offer.id));
}

/** The vacancies of those offers, once each. */
export async function unreportedVacancies(args: UseCaseArgs<Record<string, never>, 'registry'>) {
  const offers = await unreportedOffers(args);
  const byId = new Map(offers.map((offer) => [offer.vacancy.id, { id: offer.vacancy.id, title: offer.vacancy.title }]));
  return [...byId.values()];
}
