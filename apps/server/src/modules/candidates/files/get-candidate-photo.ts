import type { ImageVariant } from '@hushwork/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readImage } from '../../files/index.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { accessOf, readerOf } from '../profile/lib/candidate-policy.ts';

export type GetCandidatePhotoOptions = UseCaseArgs<{ id: number; variant: ImageVariant }, 'storage' | 'registry'>;

/**
 * `GET candidates/{id}/photo`: the photo for its owner, companies the profile is opened to and admins. Everyone
 * else, and a profile without a photo, get the same 404, so the answer does not even say whether there is one.
 */
export async function getCandidatePhoto({ actor, input, db, storage, registry }: GetCandidatePhotoOptions) {
  const row = await candidateRepo.findById(db, input.id);
  const access = row ? await accessOf(db, await readerOf(db, actor), row, registry) : null;
  const photoId =
    row && (access === 'owner' || access === 'opened')
      ? (await candidateRepo.findIdentity(db, row.id))?.photo_id
      : null;
  const image = photoId ? await readImage({ db, storage, id: photoId, variant: input.variant }) : null;
  if (!image) throw new AppError('CANDIDATE_PHOTO_NOT_FOUND');
  return image;
}
