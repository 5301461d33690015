import type { TAdminUsersQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminUserRepo } from './lib/admin-user.repo.ts';

/** Every account, deleted ones too (an admin may restore them), searched, filtered and paged. */
export function listAdminUsers({ actor, input, db }: UseCaseArgs<TAdminUsersQueryParsed>) {
  requirePermission(actor, 'read:user:any');
  return adminUserRepo.list(db, input);
}
