import type { Db } from '../../../../platform/db/database.ts';
import { type CompanyRow, companyRepo } from '../../profile/lib/company.repo.ts';
import { nameKeyOf, siteDomainOf } from './company-key.ts';

export type CompanyMatch =
  | { kind: 'none' }
  | { kind: 'one'; company: CompanyRow }
  | { kind: 'many'; field: 'company_website' | 'company_name' };

const answerOf = (rows: CompanyRow[], field: 'company_website' | 'company_name'): CompanyMatch | null => {
  if (rows.length > 1) return { kind: 'many', field };
  return rows[0] ? { kind: 'one', company: rows[0] } : null;
};

/**
 * The company an import row names: the one whose site has the row's domain; else, by name, one without a site (a
 * company of the same name with another site is another company) or, when the row gives no site, any. Two matches
 * are ambiguous, and the row is refused rather than guessed.
 */
export async function matchCompany(
  db: Db,
  company: { name: string; site?: string | undefined },
): Promise<CompanyMatch> {
  const domain = siteDomainOf(company.site);
  if (domain) {
    const bySite = (await companyRepo.findBySiteLike(db, domain)).filter((row) => siteDomainOf(row.site) === domain);
    const answer = answerOf(bySite, 'company_website');
    if (answer) return answer;
  }
  const key = nameKeyOf(company.name);
  const byName = (await companyRepo.findByNameKey(db, key)).filter(
    (row) => nameKeyOf(row.name) === key && (!domain || siteDomainOf(row.site) === null),
  );
  return answerOf(byName, 'company_name') ?? { kind: 'none' };
}
