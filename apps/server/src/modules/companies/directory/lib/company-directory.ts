import type { Db } from '../../../../platform/db/database.ts';
import { companyRepo } from '../../profile/lib/company.repo.ts';
import { slugify } from '../../profile/lib/slugify.ts';
import { COMPANY_COUNT, companyNameOf } from '../../seeds/demo-companies.ts';
import { employerRepo } from '../../team/lib/employer.repo.ts';

/** Where a company account stands in its team, for another domain's rules (the vacancies a team manages). */
export type TeamMembership = {
  company_id: number;
  /** The company's name as it is now: a vacancy copies it for the search (ADR 0024). */
  company_name: string;
  is_owner: boolean;
  is_admin: boolean;
  /** Company premium paid (spec section 5): checked only while the premium flag is on. */
  can_send_job_offer: boolean;
};
/** What a vacancy card shows of its company; `is_listed` says whether anyone may open its page. */
export type CompanyCard = { id: number; slug: string; name: string; logo_id: string | null; is_listed: boolean };

/**
 * What other domains may read of companies without touching their tables: a user's team membership (a blocked
 * member has none) and companies' cards by id, in one query per page of records.
 */
export const companyDirectory = {
  async membershipOf(db: Db, userId: number): Promise<TeamMembership | null> {
    const employer = await employerRepo.find(db, userId);
    if (!employer || employer.company_id === null || employer.blocked_at) return null;
    const company = await companyRepo.findById(db, employer.company_id);
    if (!company) return null;
    return {
      company_id: company.id,
      company_name: company.name,
      is_owner: employer.is_owner,
      is_admin: employer.is_admin,
      can_send_job_offer: company.can_send_job_offer,
    };
  },

  /** The accounts of a company's team who act for it now (blocked members left out): who a company message reaches. */
  async activeMemberIdsOf(db: Db, companyId: number): Promise<number[]> {
    const team = await employerRepo.listTeam(db, companyId);
    return team.filter((member) => !member.blocked_at).map((member) => member.user_id);
  },

  /** The account that owns the company (who pays for it), or null for a company without one (an import's). */
  async ownerIdOf(db: Db, companyId: number): Promise<number | null> {
    return (await companyRepo.findById(db, companyId))?.owner_user_id ?? null;
  },

  /** The owner and admins of a company's team (blocked members left out): who is told of what reaches the company. */
  async managerIdsOf(db: Db, companyId: number): Promise<number[]> {
    const team = await employerRepo.listTeam(db, companyId);
    return team
      .filter((member) => !member.blocked_at && (member.is_owner || member.is_admin))
      .map((member) => member.user_id);
  },

  /**
   * Company premium paid or lapsed (spec section 5): billing says so when the provider confirms a period or ends the
   * subscription; the vacancy wizard's rule reads it while the premium flag is on.
   */
  async setCanSendJobOffer(db: Db, companyId: number, canSend: boolean): Promise<void> {
    await companyRepo.update(db, companyId, { can_send_job_offer: canSend });
  },

  async cardsByIds(db: Db, ids: number[]): Promise<Map<number, CompanyCard>> {
    const rows = await companyRepo.findByIds(db, [...new Set(ids)]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          slug: row.slug,
          name: row.name,
          logo_id: row.logo_id,
          is_listed: row.moderation_status === 'approved' && row.is_public,
        },
      ]),
    );
  },

  async idBySlug(db: Db, slug: string): Promise<number | null> {
    return (await companyRepo.findBySlug(db, slug))?.id ?? null;
  },

  /** The demo seed's companies with their owners (other domains' demo seeds post as them), found by their slugs. */
  async demoCompanies(db: Db): Promise<{ company_id: number; owner_user_id: number }[]> {
    const names = ['Hushwork Demo Labs', ...Array.from({ length: COMPANY_COUNT }, (_, n) => companyNameOf(n))];
    const rows = await Promise.all(names.map((name) => companyRepo.findBySlug(db, slugify(name))));
    return rows.flatMap((row) =>
      row?.owner_user_id ? [{ company_id: row.id, owner_user_id: row.owner_user_id }] : [],
    );
  },
};
