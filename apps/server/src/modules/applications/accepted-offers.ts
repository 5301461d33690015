import type { TSentOffer } from '@hushwork/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import { offerRepo } from './offer.repo.ts';
import { presentSentOffers } from './present-offer.ts';

/** How many accepted offers billing lists for a company to report as hires: far more than a team makes in a while. */
const ACCEPTED_MAX = 500;

/**
 * What billing's successful hiring reads of a company's job offers: the ones candidates accepted (hires), newest
 * first, as the team's list of sent offers presents them (a candidate anonymous to the company stays so).
 */
export const acceptedOffers = {
  async ofCompany(db: Db, actor: Actor, companyId: number, registry: Registry): Promise<TSentOffer[]> {
    const { rows } = await offerRepo.page(
      db,
      { company_id: companyId, status: 'approved' },
      { limit: ACCEPTED_MAX, offset: 0 },
    );
    return presentSentOffers(db, actor, rows, registry);
  },

  /** The company's accepted offer, or undefined (another company's, unanswered, declined, unknown). */
  async findOfCompany(db: Db, companyId: number, offerId: number) {
    const row = await offerRepo.findById(db, offerId);
    return row && row.company_id === companyId && row.status === 'approved'
      ? { id: row.id, vacancy_id: row.vacancy_id, candidate_id: row.candidate_id }
      : undefined;
  },

  /** The ids of the company's accepted offers and their vacancies, newest first (the demo seed's hires). */
  async idsOfCompany(db: Db, companyId: number) {
    const { rows } = await offerRepo.page(
      db,
      { company_id: companyId, status: 'approved' },
      { limit: ACCEPTED_MAX, offset: 0 },
    );
    return rows.map((row) => ({ id: row.id, vacancy_id: row.vacancy_id }));
  },
};
