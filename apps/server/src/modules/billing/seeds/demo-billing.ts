import { BILLING } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { acceptedOffers } from '../../applications/index.ts';
import { companyDirectory } from '../../companies/index.ts';
import { userDirectory } from '../../identity/index.ts';
import { listCompanyVacancies } from '../../vacancies/index.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { promoCodeRepo } from '../lib/promo-code.repo.ts';
import { createOrder } from '../order.factory.ts';

const DAY_MS = 86_400_000;

/** Promo codes a local user can try: a percent, an amount then a percent, one for hires, one used up. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME-10', amount_minor: 0, percent_hundredths: 1_000 },
  { code: 'SPRING-25', amount_minor: 500, percent_hundredths: 2_500 },
  { code: 'HIRE-50', amount_minor: 5_000, percent_hundredths: 0, products: ['successful_hiring'] },
  { code: 'USED-UP', amount_minor: 0, percent_hundredths: 5_000, max_uses: 1, uses: 1 },
];

/**
 * Billing for the demo employer's company (Hushwork Demo Labs): the promo codes above, its orders in each state a
 * local user can act on (a paid turbo with its invoice, a refused one to pay again, one never paid, one being paid), and a hire of
 * the job offer the demo applications made accepted, waiting for its fee. Runs after the demo applications, finds the
 * company and the offer by what their seeds export, and stops at once once the hire is there.
 */
export const demoBillingSeed: DemoSeed = {
  name: 'demo-billing',
  async run(db) {
    for (const code of DEMO_PROMO_CODES) await promoCodeRepo.upsert(db, code);
    const [labs] = await companyDirectory.demoCompanies(db);
    if (!labs) return [];
    const [offer] = await acceptedOffers.idsOfCompany(db, labs.company_id);
    if (!offer || (await hireRepo.listOfCompany(db, labs.company_id)).length > 0) return [];
    const [vacancy] = await listCompanyVacancies({ db, input: { companyId: labs.company_id } });
    const owner = await userDirectory.findById(db, labs.owner_user_id);
    const buyer = { name: 'Hushwork Demo Labs', email: owner?.email ?? '' };
    const now = Date.now();
    await db.transaction(async (tx) => {
      const order = { companyId: labs.company_id, userId: labs.owner_user_id, buyer, subjectId: vacancy?.id ?? null };
      await createOrder(tx, {
        ...order,
        product: 'turbo',
        amountMinor: BILLING.turbo.priceMinor,
        payStatus: 'Paid',
        createdAt: new Date(now - 20 * DAY_MS),
        paidUntil: new Date(now - 13 * DAY_MS),
      });
      await createOrder(tx, {
        ...order,
        product: 'turbo',
        amountMinor: BILLING.turbo.priceMinor,
        payStatus: 'PayRejected',
        rejectCode: 'insufficient_funds',
        createdAt: new Date(now - 2 * DAY_MS),
      });
      await createOrder(tx, {
        ...order,
        product: 'turbo',
        amountMinor: BILLING.turbo.priceMinor,
        createdAt: new Date(now - DAY_MS),
      });
      // Begun a moment ago in another tab: it says so until the payment wait is over, then it is to pay again.
      await createOrder(tx, {
        ...order,
        product: 'turbo',
        amountMinor: BILLING.turbo.priceMinor,
        payStatus: 'WaitingForPay',
        createdAt: new Date(now),
      });
      await hireRepo.insert(tx, {
        company_id: labs.company_id,
        reported_by: labs.owner_user_id,
        offer_id: offer.id,
        vacancy_id: offer.vacancy_id,
        fee_minor: BILLING.successfulHiring.feeMinor,
        due_at: new Date(now + (BILLING.successfulHiring.payWithinDays - 3) * DAY_MS),
      });
    });
    return [];
  },
};
