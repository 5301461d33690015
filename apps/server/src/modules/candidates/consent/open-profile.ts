import type { TCandidateOpening } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyDirectory } from '../../companies/index.ts';
import { type CandidateRow, candidateRepo } from '../profile/lib/candidate.repo.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';
import { requireListedCompany } from './lib/listed-company.ts';
import { presentOpenings } from './lib/present-opening.ts';

export type OpenProfileOptions = UseCaseArgs<
  { company_id: number; source: 'profile' | 'application' | 'offer' | 'chat' },
  'clock'
>;

/**
 * Opens `candidate` to a company, its consent to show who they are to that company's members. A company the
 * candidate hid the profile from is refused: hiding says "never", and is undone on its own first.
 */
export async function openTo(
  db: Db,
  clock: Clock,
  candidate: CandidateRow,
  opening: { company_id: number; source: TCandidateOpening['source']; by: number },
): Promise<TCandidateOpening> {
  const cards = await companyDirectory.cardsByIds(db, [opening.company_id]);
  if (!cards.has(opening.company_id)) throw new AppError('COMPANY_NOT_FOUND');
  if (await openingRepo.isHidden(db, candidate.id, opening.company_id)) throw new AppError('COMPANY_HIDDEN');
  const row = await openingRepo.open(db, {
    candidate_id: candidate.id,
    company_id: opening.company_id,
    source: opening.source,
    opened_by_user_id: opening.by,
    at: clock.now(),
  });
  const [presented] = await presentOpenings(db, [row]);
  if (!presented) throw new AppError('COMPANY_NOT_FOUND');
  return presented;
}

/**
 * `POST open-profile`: the signed-in candidate opens their profile to a company (again, if it was closed), one anyone
 * may find. The conversation calls (`openCandidateToCompany`) skip that check: there the company is already known.
 */
export async function openProfile({ actor, input, db, clock }: OpenProfileOptions): Promise<TCandidateOpening> {
  requirePermission(actor, 'create:candidate-opening:own');
  const { user_id } = requireUser(actor);
  const candidate = await myCandidate(db, actor);
  await requireListedCompany(db, input.company_id);
  return openTo(db, clock, candidate, { company_id: input.company_id, source: input.source, by: user_id });
}

/**
 * For the domains where a candidate gives consent in a conversation (an application, an offer, a chat): opens the
 * candidate's profile to the company on the candidate's own action there. `userId` is the candidate's account. An
 * outstaffed candidate's offer is approved by the platform's admin for them: `source: 'outstaff'`, `byUserId` the
 * admin, as `POST outstaff/{user_id}/open-profile` records it.
 */
export async function openCandidateToCompany(options: {
  db: Db;
  clock: Clock;
  userId: number;
  companyId: number;
  source: 'application' | 'offer' | 'chat' | 'outstaff';
  byUserId?: number;
}): Promise<TCandidateOpening> {
  const candidate = await candidateRepo.findByUserId(options.db, options.userId);
  if (!candidate) throw new AppError('CANDIDATE_PROFILE_MISSING');
  return openTo(options.db, options.clock, candidate, {
    company_id: options.companyId,
    source: options.source,
    by: options.byUserId ?? options.userId,
  });
}
