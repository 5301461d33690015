import { type TAdminCompanyUpdate, type TSaveCompanyRequest, ZAdminCompanyUpdate } from '@hushwork/contract';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { CompanyRelations, CompanyRow } from '../../profile/lib/company.repo.ts';

/**
 * The owner's whole save from an admin's edit: what the edit names, the rest as the company has it (its logo always,
 * since admins upload none), so the owner's rules and reference checks run on the same shape.
 */
export function saveRequestOf(
  input: TAdminCompanyUpdate,
  row: Pick<CompanyRow, 'description' | 'size' | 'site' | 'logo_id' | 'is_public'> | null,
  relations: CompanyRelations | undefined,
): TSaveCompanyRequest {
  const edit = ZAdminCompanyUpdate.parse(input);
  return {
    name: edit.name,
    description: edit.description ?? row?.description ?? '',
    size: (edit.size === undefined ? row?.size : edit.size) as TSaveCompanyRequest['size'],
    site: edit.site === undefined ? (row?.site ?? null) : edit.site,
    logo_id: row?.logo_id ?? null,
    office_city_ids: edit.office_city_ids ?? relations?.cityIds ?? [],
    specialization_ids: edit.specialization_ids ?? relations?.specializationIds ?? [],
    technology_ids: edit.technology_ids ?? relations?.technologyIds ?? [],
    is_public: edit.is_public ?? row?.is_public ?? true,
  };
}

/** What the audit log keeps of a company before and after an admin's edit. */
export const auditedFieldsOf = (row: CompanyRow) => ({
  name: row.name,
  description: row.description,
  size: row.size,
  site: row.site,
  is_public: row.is_public,
});

export const refused = (field: string, key: string) =>
  new AppError('UNKNOWN_REFERENCE', { fields: { [field]: [{ key }] } });
