import type { TCandidateOwn } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { discardFile } from '../../files/index.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { presentOwn } from '../profile/lib/present-candidate.ts';

export type RemoveCandidateFileOptions = UseCaseArgs<{ kind: 'photo' | 'cv' }, 'storage' | 'registry'>;

const COLUMNS = { photo: 'photo_id', cv: 'cv_file_id' } as const;

/** `DELETE me/candidate/photo` and `…/cv`: the reference goes first, then the stored file with its bytes. */
export async function removeCandidateFile({
  actor,
  input,
  db,
  storage,
  registry,
}: RemoveCandidateFileOptions): Promise<TCandidateOwn> {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  const column = COLUMNS[input.kind];
  const previous = (await candidateRepo.findIdentity(db, candidate.id))?.[column] ?? null;
  await candidateRepo.setFile(db, candidate.id, { [column]: null });
  if (previous) await discardFile({ db, storage, userId: candidate.user_id, id: previous, registry });
  return presentOwn(db, await readerOf(db, actor), candidate);
}
