import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { removeCompany } from '../../companies/index.ts';
import { closeCompanyVacancies } from '../../vacancies/index.ts';
import { auditCompany } from './audit-company.ts';

/**
 * An admin removes a company (ADR 0038): companies hides it and detaches its members, vacancies closes every one of
 * its vacancies, and the audit log keeps who went and what closed; all or nothing.
 */
export async function deleteCompany({ actor, input, db }: UseCaseArgs<{ id: number }>) {
  requirePermission(actor, 'update:moderation:any');
  await db.transaction(async (tx) => {
    const removed = await removeCompany({ actor, input, db: tx });
    const closed = await closeCompanyVacancies({ actor, input: { company_id: removed.id }, db: tx });
    await auditCompany(tx, actor, {
      action: 'company.delete',
      id: removed.id,
      before: removed.before,
      after: { members_detached: removed.member_ids, vacancies_closed: closed },
    });
  });
  return { ok: true as const };
}
