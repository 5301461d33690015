import type { TCreateAdminAccountRequestParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { createAdminAccount, userDirectory } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

/**
 * Another admin, invited: identity makes the account without a password, the invitation mail carries its
 * set-password link (in the new admin's language), and the audit log records who invited whom, in one transaction,
 * so no mail tells of an account that was rolled back.
 */
export async function inviteAdmin({
  actor,
  input,
  db,
  clock,
  link,
  mailer,
}: UseCaseArgs<TCreateAdminAccountRequestParsed, 'clock' | 'link' | 'mailer'>) {
  requirePermission(actor, 'update:admin-user:any');
  const account = await db.transaction(async (tx) => {
    const created = await createAdminAccount({ actor, input, db: tx, clock, link });
    const inviter = await userDirectory.findById(tx, actor.user_id as number);
    await mailer.enqueue(tx, {
      to: created.account.email,
      locale: created.account.locale,
      kind: 'admin_invitation',
      params: { name: created.account.name, inviter: inviter?.name ?? '', link: created.link },
    });
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'admin.create',
        target_type: 'user',
        target_id: created.id,
        before: null,
        after: created.after,
      },
    ]);
    return created.account;
  });
  mailer.kick();
  return account;
}
