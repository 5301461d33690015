import type { TFavoriteCard } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import type { FavoriteTargets } from '../../../../platform/favorite-targets.ts';
import { type CompanyRow, companyRepo } from '../../profile/lib/company.repo.ts';
import { presentCompanies } from '../../profile/lib/present-company.ts';

const DETAILS_MAX = 5;
const isListed = (row: CompanyRow) => row.moderation_status === 'approved' && row.is_public;

/** Listed companies among `ids`; a favorites page holds at most a page of them, so one lookup each is enough. */
async function listedRows(db: Db, ids: number[]): Promise<CompanyRow[]> {
  const rows = await Promise.all([...new Set(ids)].map((id) => companyRepo.findById(db, id)));
  return rows.filter((row): row is CompanyRow => row !== undefined && isListed(row));
}

/** Companies may be saved to favorites while anyone may find them (approved and public). */
export const companyFavoriteTargets: FavoriteTargets = {
  company: {
    async exists(db, ids) {
      return new Set((await listedRows(db, ids)).map((row) => row.id));
    },
    async present(db, ids, actor, registry) {
      const companies = await presentCompanies(db, actor.locale, await listedRows(db, ids), registry);
      return new Map(
        companies.map((company): [number, TFavoriteCard] => [
          company.id,
          {
            title: company.name,
            subtitle: company.offices.map((office) => office.name).join(', ') || null,
            path: `/company/${company.slug}`,
            image_id: company.logo_id,
            details: company.technologies.slice(0, DETAILS_MAX).map((technology) => technology.name),
          },
        ]),
      );
    },
  },
};
