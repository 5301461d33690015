import { z } from 'zod';
import { ZSaveCompanyRequest } from '../companies/company.ts';
import { ADMIN, LOCALES } from '../constants.ts';
import { dataOf, listOf, pagedListOf } from '../envelope.ts';
import { zEmail, zId, zName } from '../validation.ts';
import { ZAdminUserStatus, ZAdminUsersQuery } from './users.ts';

/** An employer's place in its company's team: the owner, a team admin, or a plain member. */
export const ADMIN_COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export const ZAdminCompanyRole = z.enum(ADMIN_COMPANY_ROLES);
export type TAdminCompanyRole = z.infer<typeof ZAdminCompanyRole>;

/** `GET admin/employers`: the accounts list's query without the role (it is always `company`). */
export const ZAdminEmployersQuery = ZAdminUsersQuery.omit({ role: true });
export type TAdminEmployersQuery = z.input<typeof ZAdminEmployersQuery>;
export type TAdminEmployersQueryParsed = z.output<typeof ZAdminEmployersQuery>;

/** A company account as admins list it: who it is, where it stands, and its company and place in the team. */
export const ZAdminEmployer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    status: ZAdminUserStatus,
    is_email_verified: z.boolean(),
    company_id: z.number().int().nullable(),
    company_name: z.string().nullable(),
    company_role: ZAdminCompanyRole.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminEmployer' });
export type TAdminEmployer = z.infer<typeof ZAdminEmployer>;
export const ZAdminEmployersPage = pagedListOf(ZAdminEmployer);

export const ZAdminEmployerDetail = dataOf(
  ZAdminEmployer.extend({
    locale: z.string(),
    /** When the account last signed in; null for one never claimed (made by an admin or an import). */
    last_sign_in_at: z.string().nullable(),
    /** The team's owner or admins blocked this member: it no longer acts for the company. */
    is_team_blocked: z.boolean(),
  }).meta({ id: 'AdminEmployerDetail' }),
);
export type TAdminEmployerDetail = z.infer<typeof ZAdminEmployerDetail>['data'];

/** An autocomplete's query: the start of a name (or an e-mail), at least one letter. */
export const ZAdminAutocompleteQuery = z.object({
  q: z.string().trim().min(1, { error: 'validation:required' }).max(ADMIN.searchMax),
});
export const ZAdminEmployerSuggestions = listOf(
  z.object({ id: z.number().int(), name: z.string(), email: z.string() }).meta({ id: 'AdminEmployerSuggestion' }),
);
export const ZAdminCompanySuggestions = listOf(
  z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: 'AdminCompanySuggestion' }),
);

/**
 * What an admin sets of an employer: the account's name and e-mail, and its place (a company or none, and whether it
 * owns it). An empty company from a form is "no company".
 */
export const ZAdminEmployerUpdate = z.object({
  name: zName,
  email: zEmail,
  company_id: z.preprocess((value) => (value === '' ? null : value), zId.nullable().default(null)),
  is_owner: z.boolean().default(false),
});
export type TAdminEmployerUpdate = z.input<typeof ZAdminEmployerUpdate>;
/** A new employer account: also the language its (later) mails are written in. No password: it is claimed. */
export const ZAdminEmployerCreate = ZAdminEmployerUpdate.extend({ locale: z.enum(LOCALES).default('en') });
export type TAdminEmployerCreate = z.input<typeof ZAdminEmployerCreate>;
export const ZAdminEmployerCreated = dataOf(z.object({ id: z.number().int() }).meta({ id: 'AdminEmployerCreated' }));

const save = ZSaveCompanyRequest.shape;

/**
 * A company's public fields as an admin edits them, with the wizard's rules: the name, and any other field the edit
 * names; a field left out keeps its value (an admin's form shows fewer fields than the owner's, and must not clear
 * the offices it does not show). The logo is the company's own upload: an admin's edit keeps it.
 */
export const ZAdminCompanyUpdate = z.object({
  name: save.name,
  description: save.description.unwrap().optional(),
  size: save.size.unwrap().optional(),
  site: save.site.unwrap().optional(),
  office_city_ids: save.office_city_ids.unwrap().optional(),
  specialization_ids: save.specialization_ids.unwrap().optional(),
  technology_ids: save.technology_ids.unwrap().optional(),
  is_public: save.is_public.unwrap().optional(),
});
export type TAdminCompanyUpdate = z.input<typeof ZAdminCompanyUpdate>;
/** A company an admin creates, approved at once, owned by an existing employer account or by nobody yet. */
export const ZAdminCompanyCreate = ZSaveCompanyRequest.omit({ logo_id: true }).extend({
  owner_user_id: z.preprocess((value) => (value === '' ? null : value), zId.nullable().default(null)),
});
export type TAdminCompanyCreate = z.input<typeof ZAdminCompanyCreate>;
export const ZAdminCompanySaved = dataOf(
  z.object({ id: z.number().int(), slug: z.string() }).meta({ id: 'AdminCompanySaved' }),
);
