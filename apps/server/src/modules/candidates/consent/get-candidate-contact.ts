import type { TCandidateContactType } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { openedCandidate } from './lib/opened-candidate.ts';

export type GetCandidateContactOptions = UseCaseArgs<{ id: number; type: TCandidateContactType }, 'registry'>;

/** `GET candidates/{id}/contacts/{type}`: one way to reach the candidate, for a company the profile is opened to. */
export async function getCandidateContact({ actor, input, db, registry }: GetCandidateContactOptions) {
  requirePermission(actor, 'read:candidate-contacts:any');
  const { identity } = await openedCandidate(db, actor, input.id, registry);
  const value = identity[input.type];
  if (!value) throw new AppError('CONTACT_NOT_FOUND');
  return { type: input.type, value };
}
