import type { TCandidateOwn, TSaveCandidate } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from './lib/candidate.repo.ts';
import { readerOf } from './lib/candidate-policy.ts';
import { presentOwn } from './lib/present-candidate.ts';
import { writeCandidate } from './lib/write-candidate.ts';

export type SaveMyCandidateOptions = UseCaseArgs<TSaveCandidate, 'clock'>;

/** `POST me/candidate`: the add-resume page creates the worker's profile, the profile's tabs replace it. */
export async function saveMyCandidate({ actor, input, db, clock }: SaveMyCandidateOptions): Promise<TCandidateOwn> {
  requirePermission(actor, 'create:candidate:own');
  const { user_id } = requireUser(actor);
  const row = await db.transaction(async (tx) =>
    writeCandidate({
      db: tx,
      clock,
      locale: actor.locale,
      userId: user_id,
      existing: await candidateRepo.findByUserId(tx, user_id),
      input,
      moderate: true,
    }),
  );
  return presentOwn(db, await readerOf(db, actor), row);
}
