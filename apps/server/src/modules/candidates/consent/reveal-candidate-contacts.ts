import type { TCandidateContacts } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';
import { openedCandidate } from './lib/opened-candidate.ts';

export type RevealCandidateContactsOptions = UseCaseArgs<{ id: number }, 'clock' | 'registry'>;

/**
 * `POST candidates/{id}/public-contacts`: all contacts at once for a company the profile is opened to. The time is
 * kept on the opening, so the candidate's list of openings shows which companies took their contacts.
 */
export async function revealCandidateContacts({
  actor,
  input,
  db,
  clock,
  registry,
}: RevealCandidateContactsOptions): Promise<TCandidateContacts> {
  requirePermission(actor, 'read:candidate-contacts:any');
  const { row, identity, companyId } = await openedCandidate(db, actor, input.id, registry);
  if (companyId !== null) await openingRepo.markContactsViewed(db, row.id, companyId, clock.now());
  return {
    email: identity.email,
    phone: identity.phone,
    telegram: identity.telegram,
    linkedin: identity.linkedin,
    github: identity.github,
  };
}
