import type { TAdminCompanyCreate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { createAdminCompany } from '../../companies/index.ts';
import { auditCompany } from './audit-company.ts';

/** An admin creates an approved company (companies' rules) and the audit log keeps it, in one transaction. */
export async function addCompany({ actor, input, db }: UseCaseArgs<TAdminCompanyCreate>) {
  requirePermission(actor, 'update:moderation:any');
  return db.transaction(async (tx) => {
    const created = await createAdminCompany({ actor, input, db: tx });
    await auditCompany(tx, actor, { action: 'company.create', id: created.id, after: created.after });
    return { id: created.id, slug: created.slug };
  });
}
