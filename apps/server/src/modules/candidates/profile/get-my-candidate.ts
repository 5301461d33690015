import type { TCandidateOwn } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { readerOf } from './lib/candidate-policy.ts';
import { myCandidate } from './lib/my-candidate.ts';
import { presentOwn } from './lib/present-candidate.ts';

export type GetMyCandidateOptions = { actor: Actor; db: Db };

/** `GET me/candidate`: the worker's own profile with everything in it, for the profile's tabs. */
export async function getMyCandidate({ actor, db }: GetMyCandidateOptions): Promise<TCandidateOwn> {
  requirePermission(actor, 'read:candidate:own');
  const row = await myCandidate(db, actor);
  return presentOwn(db, await readerOf(db, actor), row);
}
