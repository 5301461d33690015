import type { TResponse } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { applicationRepo } from './application.repo.ts';
import { findTeamResponse } from './application-policy.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { presentResponses } from './present-application.ts';

export type MarkResponseReadOptions = Pick<ApplicationsDeps, 'db' | 'clock' | 'registry'> & {
  actor: Actor;
  input: { id: number; is_read: boolean };
};

/** `PATCH me/responses/{id}/read`: read or unread for the whole team (the state is the company's, not a member's). */
export async function markResponseRead({
  actor,
  input,
  db,
  clock,
  registry,
}: MarkResponseReadOptions): Promise<TResponse> {
  requirePermission(actor, 'update:response:own');
  const { row } = await findTeamResponse(db, actor, input.id);
  const updated =
    row.is_read === input.is_read
      ? row
      : await applicationRepo.update(db, row.id, {
          is_read: input.is_read,
          read_at: input.is_read ? clock.now() : null,
        });
  const [presented] = await presentResponses(db, actor, [updated], registry);
  return presented as TResponse;
}
