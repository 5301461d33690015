import type { TAdminEmployersQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { listEmployerPlaces } from '../../companies/index.ts';
import { listAdminUsers } from '../../identity/index.ts';
import { employerOf } from './present-employer.ts';

/**
 * The employers list: identity's page of company accounts (its search, status filter and sorts), then companies'
 * team places of that page in one query (a module never joins another's tables).
 */
export async function listAdminEmployers({ actor, input, db }: UseCaseArgs<TAdminEmployersQueryParsed>) {
  requirePermission(actor, 'read:admin-user:any');
  const page = await listAdminUsers({ actor, input: { ...input, role: 'company' }, db });
  const places = await listEmployerPlaces({ actor, input: { user_ids: page.list.map((user) => user.id) }, db });
  return { ...page, list: page.list.map((user) => employerOf(user, places.get(user.id))) };
}
