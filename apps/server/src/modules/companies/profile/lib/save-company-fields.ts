import { type Locale, type TSaveCompanyRequest, ZSaveCompanyRequest } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { lookupReferences } from '../../../catalogs/index.ts';
import { ownsFile } from '../../../files/index.ts';
import { companyRepo } from './company.repo.ts';

const unknown = (field: string, key = 'validation:unknownReference') =>
  new AppError('UNKNOWN_REFERENCE', { fields: { [field]: [{ key }] } });
/** A picture id that is not the editor's, nor already their company's, is refused as one that does not exist. */
export const unknownFile = (field: string) => unknown(field, 'validation:unknownFile');

/**
 * The logo must be the editor's own upload or already their company's: an image id is public, and a logo the company
 * drops is deleted (issue 23). Checked before the company row is written, while the company does not hold it yet.
 */
export async function requireOwnLogo(db: Db, userId: number, input: TSaveCompanyRequest, registry: Registry) {
  const { logo_id } = ZSaveCompanyRequest.parse(input);
  if (logo_id && !(await ownsFile(db, { userId, id: logo_id, kind: 'image' }, registry))) throw unknownFile('logo_id');
}

/**
 * Checks that the chosen places, specializations and technologies exist, then writes the relations. Duplicates are
 * dropped, the order of offices kept (the first is the head office).
 */
export async function saveCompanyRelations(db: Db, locale: Locale, companyId: number, input: TSaveCompanyRequest) {
  const fields = ZSaveCompanyRequest.parse(input);
  const cityIds = [...new Set(fields.office_city_ids)];
  const specializationIds = [...new Set(fields.specialization_ids)];
  const technologyIds = [...new Set(fields.technology_ids)];
  const references = await lookupReferences({ db, input: { locale, cityIds, specializationIds, technologyIds } });
  if (cityIds.some((id) => !references.cities.has(id))) throw unknown('office_city_ids');
  if (specializationIds.some((id) => !references.specializations.has(id))) throw unknown('specialization_ids');
  if (technologyIds.some((id) => !references.technologies.has(id))) throw unknown('technology_ids');
  await companyRepo.replaceRelations(db, companyId, {
    offices: cityIds.map((city_id) => ({ city_id, country_id: references.cities.get(city_id)?.country_id ?? 0 })),
    specializationIds,
    technologyIds,
  });
}

/** The company's own columns from the wizard's fields. */
export function companyColumnsOf(input: TSaveCompanyRequest) {
  const fields = ZSaveCompanyRequest.parse(input);
  return {
    name: fields.name,
    description: fields.description,
    size: fields.size,
    site: fields.site,
    logo_id: fields.logo_id,
    is_public: fields.is_public,
  };
}
