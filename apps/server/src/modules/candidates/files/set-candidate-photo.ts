import type { TCandidateOwn } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { discardFile, uploadImage } from '../../files/index.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { presentOwn } from '../profile/lib/present-candidate.ts';

export type SetCandidatePhotoOptions = UseCaseArgs<{ bytes: Uint8Array }, 'storage' | 'registry'>;

/**
 * `POST me/candidate/photo`: the picture is stored by the files platform (re-encoded, metadata gone) and held by
 * this domain as private (candidate-file-guard.ts), so its id opens nothing; the photo it replaces is deleted.
 */
export async function setCandidatePhoto({
  actor,
  input,
  db,
  storage,
  registry,
}: SetCandidatePhotoOptions): Promise<TCandidateOwn> {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  const image = await uploadImage({ actor, input, db, storage });
  try {
    const previous = (await candidateRepo.findIdentity(db, candidate.id))?.photo_id ?? null;
    await candidateRepo.setFile(db, candidate.id, { photo_id: image.id });
    if (previous && previous !== image.id)
      await discardFile({ db, storage, userId: candidate.user_id, id: previous, registry });
  } catch (error) {
    await discardFile({ db, storage, userId: candidate.user_id, id: image.id, registry });
    throw error;
  }
  return presentOwn(db, await readerOf(db, actor), candidate);
}
