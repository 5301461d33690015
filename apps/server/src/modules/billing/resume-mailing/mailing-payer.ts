import type { Actor } from '../../../platform/auth/actor.ts';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Registry } from '../../../platform/registry.ts';
import type { PayableMailing } from './resume-mailings-port.ts';

/**
 * A seeker's own mailing: mailings are a job seeker's (`read:mailing:own`, workers only), and another user's is the
 * same 404 as a missing one. An app without resume mailing has none.
 */
export async function ownMailing(db: Db, actor: Actor, registry: Registry, mailingId: number): Promise<PayableMailing> {
  requirePermission(actor, 'read:mailing:own');
  const userId = actor.user_id;
  if (userId === null) throw new AppError('UNAUTHORIZED');
  const mailing = await registry.ports.resumeMailings?.mailingOf(db, userId, mailingId);
  if (!mailing) throw new AppError('MAILING_NOT_FOUND');
  return mailing;
}
