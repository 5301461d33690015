import type { TAdminAccountsQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminAccountRepo } from './lib/admin-account.repo.ts';

/** The admins' accounts, removed ones too (another admin may restore them from the users' screen). */
export function listAdminAccounts({ actor, input, db }: UseCaseArgs<TAdminAccountsQueryParsed>) {
  requirePermission(actor, 'read:user:any');
  return adminAccountRepo.list(db, input);
}
