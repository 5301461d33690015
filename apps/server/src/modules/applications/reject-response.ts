import type { TRejectRequest, TResponse } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { applicationRepo } from './application.repo.ts';
import { findTeamResponse } from './application-policy.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { presentResponses } from './present-application.ts';

export type RejectResponseOptions = Pick<ApplicationsDeps, 'db' | 'clock' | 'registry'> & {
  actor: Actor;
  input: { id: number } & TRejectRequest;
};

/**
 * `POST me/responses/{id}/reject`: the company turns a new response down with one of the fixed reasons and, if it
 * likes, words of its own, which the worker sees on their applications page. Turning it down reads it too. One
 * already turned down or answered with an offer is not changed again.
 */
export async function rejectResponse({ actor, input, db, clock, registry }: RejectResponseOptions): Promise<TResponse> {
  requirePermission(actor, 'update:response:own');
  const { row } = await findTeamResponse(db, actor, input.id);
  if (row.status !== 'new') throw new AppError('RESPONSE_ALREADY_DECIDED');
  const now = clock.now();
  const text = input.text?.trim() || null;
  const updated = await applicationRepo.update(db, row.id, {
    status: 'rejected',
    rejection_reason: input.reason_key,
    rejection_text: text,
    rejected_at: now,
    is_read: true,
    read_at: row.read_at ?? now,
  });
  const [presented] = await presentResponses(db, actor, [updated], registry);
  return presented as TResponse;
}
