import type { TAdminCompanyUpdate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { updateAdminCompany } from '../../companies/index.ts';
import { auditCompany } from './audit-company.ts';

/** An admin edits a company's public fields (companies' rules) and the audit log keeps before and after. */
export async function editCompany({
  actor,
  input,
  db,
  registry,
}: UseCaseArgs<TAdminCompanyUpdate & { id: number }, 'registry'>) {
  requirePermission(actor, 'update:moderation:any');
  return db.transaction(async (tx) => {
    const change = await updateAdminCompany({ actor, input, db: tx, registry });
    await auditCompany(tx, actor, { action: 'company.update', ...change });
    return { id: change.id, slug: change.slug };
  });
}
