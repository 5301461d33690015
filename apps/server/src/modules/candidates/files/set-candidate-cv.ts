import { CANDIDATE_CV_CONTENT_TYPES, type TCandidateOwn } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { sniffDocument } from '../../../platform/files/sniff-upload.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { discardFile, uploadFile } from '../../files/index.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { presentOwn } from '../profile/lib/present-candidate.ts';

export type SetCandidateCvOptions = UseCaseArgs<
  { bytes: Uint8Array; name?: string | undefined },
  'storage' | 'registry'
>;

/**
 * `POST me/candidate/cv`: a PDF or DOCX by its bytes (never its name or declared type), stored by the files platform
 * and served by `GET files/{id}` only to whom candidate-file-guard.ts allows; the CV it replaces is deleted.
 */
export async function setCandidateCv({
  actor,
  input,
  db,
  storage,
  registry,
}: SetCandidateCvOptions): Promise<TCandidateOwn> {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  const type = await sniffDocument(input.bytes);
  if (!(CANDIDATE_CV_CONTENT_TYPES as readonly string[]).includes(type.mime)) throw new AppError('CV_TYPE_NOT_ALLOWED');
  const file = await uploadFile({ actor, input, db, storage });
  try {
    const previous = (await candidateRepo.findIdentity(db, candidate.id))?.cv_file_id ?? null;
    await candidateRepo.setFile(db, candidate.id, { cv_file_id: file.id });
    if (previous && previous !== file.id)
      await discardFile({ db, storage, userId: candidate.user_id, id: previous, registry });
  } catch (error) {
    await discardFile({ db, storage, userId: candidate.user_id, id: file.id, registry });
    throw error;
  }
  return presentOwn(db, await readerOf(db, actor), candidate);
}
