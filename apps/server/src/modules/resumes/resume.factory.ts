import { type TResumeDesign, type TResumeDocumentInput, ZResumeDesign, ZResumeDocument } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { type ResumeRow, resumeRepo } from './builder/lib/resume.repo.ts';
import { hashResumeToken, newResumeId, newResumeToken } from './builder/lib/resume-token.ts';

export type ResumeOptions = {
  /** The owner; none makes a guest's resume, answered with its token. */
  userId?: number | null;
  document?: TResumeDocumentInput;
  design?: Partial<TResumeDesign>;
  step?: number;
  shared?: boolean;
  indexable?: boolean;
  /** A fixed public id (the demo's shared resume has one a page can link to). */
  publicId?: string;
  /** When it was made and last saved. */
  at?: Date;
};

/**
 * A resume as `store` would keep it, without a request: for tests (a state no call gives quickly, such as an account
 * at its limit or a guest's resume months old) and the demo seed. The photo is taken as given, not re-encoded.
 */
export async function createResume(
  db: Db,
  options: ResumeOptions = {},
): Promise<{ id: string; token: string | null; row: ResumeRow }> {
  const userId = options.userId ?? null;
  const token = userId === null ? newResumeToken() : null;
  const at = options.at ?? new Date();
  const row = await resumeRepo.insert(db, {
    public_id: options.publicId ?? newResumeId(),
    user_id: userId,
    token_hash: token === null ? null : hashResumeToken(token),
    document: ZResumeDocument.parse(options.document ?? {}),
    design: ZResumeDesign.parse(options.design ?? {}),
    step: options.step ?? 1,
    shared: options.shared ?? false,
    indexable: options.indexable ?? false,
    created_at: at,
    updated_at: at,
  });
  return { id: row.public_id, token, row };
}
