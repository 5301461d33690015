import type { Db } from '../../platform/db/database.ts';
import { type CompanyRow, companyRepo, type Office } from './profile/lib/company.repo.ts';
import { freeSlug, slugify } from './profile/lib/slugify.ts';
import { employerRepo } from './team/lib/employer.repo.ts';

export type CompanyOptions = {
  ownerUserId: number;
  ownerName: string;
  name: string;
  description?: string;
  size?: string | null;
  site?: string | null;
  moderation_status?: 'pending' | 'approved' | 'rejected';
  is_public?: boolean;
  offices?: Office[];
  specializationIds?: number[];
  technologyIds?: number[];
};

/**
 * One way to make a company with its owner's team card, for the demo seed and tests. It writes what the wizard would
 * (without its checks), so a test can start from an approved company without an admin.
 */
export async function createCompany(db: Db, options: CompanyOptions): Promise<CompanyRow> {
  const base = slugify(options.name);
  const company = await companyRepo.insert(db, {
    slug: freeSlug(base, await companyRepo.slugsLike(db, base)),
    name: options.name,
    description: options.description ?? '',
    size: options.size ?? null,
    site: options.site ?? null,
    moderation_status: options.moderation_status ?? 'approved',
    is_public: options.is_public ?? true,
    owner_user_id: options.ownerUserId,
  });
  await companyRepo.replaceRelations(db, company.id, {
    offices: options.offices ?? [],
    specializationIds: options.specializationIds ?? [],
    technologyIds: options.technologyIds ?? [],
  });
  await employerRepo.upsert(db, {
    user_id: options.ownerUserId,
    company_id: company.id,
    name: options.ownerName,
    is_owner: true,
    is_admin: true,
  });
  return company;
}

/** A decision without an admin, for the demo seed and the tests (admins decide through the admin API). */
export const setCompanyModeration = (db: Db, id: number, status: 'pending' | 'approved' | 'rejected') =>
  companyRepo.update(db, id, { moderation_status: status });
