import type { Locale, TCompany } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { lookupReferences } from '../../../catalogs/index.ts';
import { companyImageRepo } from '../../images/lib/company-image.repo.ts';
import { reviewRepo } from '../../reviews/lib/review.repo.ts';
import { type CompanyRow, companyRepo } from './company.repo.ts';
import { countVacanciesOf } from './company-vacancies.ts';

/** Companies as the contract shows them, offices and specializations named in `locale`, a query per relation kind. */
export async function presentCompanies(
  db: Db,
  locale: Locale,
  rows: CompanyRow[],
  registry: Registry,
): Promise<TCompany[]> {
  const ids = rows.map((row) => row.id);
  const [relations, photos, reviewCounts, vacancyCounts] = await Promise.all([
    companyRepo.relationsOf(db, ids),
    companyImageRepo.photoIdsOf(db, ids),
    reviewRepo.approvedCountsOf(db, ids),
    countVacanciesOf(db, ids, registry),
  ]);
  const all = [...relations.values()];
  const references = await lookupReferences({
    db,
    input: {
      locale,
      cityIds: all.flatMap((r) => r.cityIds),
      specializationIds: all.flatMap((r) => r.specializationIds),
      technologyIds: all.flatMap((r) => r.technologyIds),
    },
  });
  return rows.map((row) => {
    const related = relations.get(row.id) ?? { cityIds: [], specializationIds: [], technologyIds: [] };
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      size: row.size as TCompany['size'],
      site: row.site,
      logo_id: row.logo_id,
      banner_id: row.banner_id,
      ceo_photo_id: row.ceo_photo_id,
      photos: photos.get(row.id) ?? [],
      is_public: row.is_public,
      moderation_status: row.moderation_status as TCompany['moderation_status'],
      can_send_job_offer: row.can_send_job_offer,
      offices: related.cityIds.flatMap((id) => {
        const city = references.cities.get(id);
        return city ? [{ city_id: id, name: city.name, country_code: city.country_code }] : [];
      }),
      specializations: related.specializationIds.flatMap((id) => {
        const spec = references.specializations.get(id);
        return spec ? [{ id, name: spec.name }] : [];
      }),
      technologies: related.technologyIds.flatMap((id) => {
        const tech = references.technologies.get(id);
        return tech ? [{ id, name: tech.name }] : [];
      }),
      reviews_count: reviewCounts.get(row.id) ?? 0,
      vacancies_count: vacancyCounts.get(row.id) ?? 0,
      created_at: row.created_at.toISOString(),
    };
  });
}

export async function presentCompany(db: Db, locale: Locale, row: CompanyRow, registry: Registry): Promise<TCompany> {
  const [company] = await presentCompanies(db, locale, [row], registry);
  return company as TCompany;
}
