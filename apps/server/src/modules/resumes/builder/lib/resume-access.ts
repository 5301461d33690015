import { RESUME_TOKEN_HEADER } from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { type ResumeRow, resumeRepo } from './resume.repo.ts';
import { isResumeToken } from './resume-token.ts';

/** Who asks about a resume: the request's actor and, for a guest's resume, the token its `resume-token` header holds. */
export type ResumeCaller = { actor: Actor; token?: string | undefined };

/** The `resume-token` header of a request, if it sent exactly one. */
export const resumeTokenOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[RESUME_TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The one access rule: an account's resume is its owner's (by session), a guest's is whoever holds its token
 * (compared in constant time). An admin is no exception: a resume is its author's private draft.
 */
const isOwner = (row: ResumeRow, { actor, token }: ResumeCaller) =>
  row.user_id !== null ? actor.user_id === row.user_id : isResumeToken(token, row.token_hash);

/**
 * The resume `publicId` names, for its owner; `RESUME_NOT_FOUND` for every other case (missing, another's, a guest's
 * without its token), so a probe learns nothing of whether it exists.
 */
export async function ownResume(db: Db, caller: ResumeCaller, publicId: string): Promise<ResumeRow> {
  const row = await resumeRepo.findByPublicId(db, publicId);
  if (!row || !isOwner(row, caller)) throw new AppError('RESUME_NOT_FOUND');
  return row;
}

/** The same, or anyone's while it is shared (`/cv/{id}`, `/cv/pdf/{id}`); hidden again, it is 404 at once. */
export async function readableResume(db: Db, caller: ResumeCaller, publicId: string): Promise<ResumeRow> {
  const row = await resumeRepo.findByPublicId(db, publicId);
  if (!row || !(row.shared || isOwner(row, caller))) throw new AppError('RESUME_NOT_FOUND');
  return row;
}
