import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readAdminRoom } from '../../messaging/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

/**
 * An admin reads a conversation (ADR 0038). Anonymity is the product: admins may see who is behind a profile, but
 * every read is written to the audit log (who, which room, which page, when) in the transaction that reads it, so no
 * page is answered without its entry.
 */
export async function readRoom({ actor, input, db }: UseCaseArgs<{ id: number; before_id?: number }>) {
  requirePermission(actor, 'read:admin-message:any');
  return db.transaction(async (tx) => {
    const page = await readAdminRoom({ actor, input, db: tx });
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'room.read',
        target_type: 'room',
        target_id: input.id,
        after: { before_id: input.before_id ?? null, messages: page.list.map((message) => message.id) },
      },
    ]);
    return page;
  });
}
