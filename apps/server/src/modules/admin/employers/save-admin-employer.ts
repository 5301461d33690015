import { type Locale, type TAdminEmployerUpdate, ZAdminEmployerUpdate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { placeEmployer } from '../../companies/index.ts';
import { createClaimableAccount, updateAccountIdentity } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { getAdminEmployer } from './get-admin-employer.ts';

/**
 * An admin creates an employer account (ADR 0038): identity makes it without a password and mails nothing;
 * companies places it in a company when one is named; the audit log keeps what was set. One transaction.
 */
export async function createAdminEmployer({
  actor,
  input,
  db,
}: UseCaseArgs<TAdminEmployerUpdate & { locale: Locale }>): Promise<{ id: number }> {
  requirePermission(actor, 'update:admin-user:any');
  const fields = ZAdminEmployerUpdate.parse(input);
  return db.transaction(async (tx) => {
    const account = await createClaimableAccount({
      actor,
      input: { email: fields.email, name: fields.name, locale: input.locale, role: 'company' },
      db: tx,
    });
    const place = await placeEmployer({ actor, input: { user_id: account.id, ...fields }, db: tx });
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'employer.create',
        target_type: 'user',
        target_id: account.id,
        after: { ...account.after, ...place.after },
      },
    ]);
    return { id: account.id };
  });
}

/**
 * An admin changes an employer's name, e-mail, company and owner flag: identity's rules for the account, companies'
 * for the team (one owner per company), the audit entry with both changes, in one transaction.
 */
export async function updateAdminEmployer({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<TAdminEmployerUpdate & { id: number }, 'clock'>) {
  requirePermission(actor, 'update:admin-user:any');
  const { id, ...rest } = input;
  const fields = ZAdminEmployerUpdate.parse(rest);
  return db.transaction(async (tx) => {
    await getAdminEmployer({ actor, input: { id }, db: tx, clock });
    const account = await updateAccountIdentity({
      actor,
      input: { id, name: fields.name, email: fields.email },
      db: tx,
    });
    const place = await placeEmployer({ actor, input: { user_id: id, ...fields }, db: tx });
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'employer.update',
        target_type: 'user',
        target_id: id,
        before: { ...account.before, ...place.before },
        after: { ...account.after, ...place.after },
      },
    ]);
    return getAdminEmployer({ actor, input: { id }, db: tx, clock });
  });
}
