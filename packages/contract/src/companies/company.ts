import { z } from 'zod';
import { COMPANIES, VACANCIES } from '../constants.ts';
import { pagedListOf } from '../envelope.ts';
import { ZFileId } from '../files/files.ts';
import { zId } from '../validation.ts';

export const ZModerationStatus = z.enum(['pending', 'approved', 'rejected']);
export type TModerationStatus = z.infer<typeof ZModerationStatus>;

export const ZCompanySize = z.enum(COMPANIES.sizes);

/** A company as anyone may see it; names of places and specializations come in the request's locale. */
export const ZCompany = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    size: ZCompanySize.nullable(),
    site: z.string().nullable(),
    logo_id: z.string().nullable(),
    banner_id: ZFileId.nullable(),
    ceo_photo_id: ZFileId.nullable(),
    /** The gallery's image ids in the order they were added (`GET /api/images/{id}`). */
    photos: z.array(ZFileId),
    is_public: z.boolean(),
    moderation_status: ZModerationStatus,
    can_send_job_offer: z.boolean(),
    offices: z.array(z.object({ city_id: z.number().int(), name: z.string(), country_code: z.string() })),
    specializations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    technologies: z.array(z.object({ id: z.number().int(), name: z.string() })),
    reviews_count: z.number().int(),
    vacancies_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;

/** The signed-in reader's private note about the company, when they wrote one. */
export const ZCompanyDetails = ZCompany.extend({ note: z.string().nullable(), is_member: z.boolean() }).meta({
  id: 'CompanyDetails',
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;

export const ZCompanyListItem = ZCompany.pick({
  id: true,
  slug: true,
  name: true,
  description: true,
  size: true,
  logo_id: true,
  offices: true,
  technologies: true,
  reviews_count: true,
  vacancies_count: true,
}).meta({ id: 'CompanyListItem' });
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;

const zIds = (max: number) => z.array(zId).max(max);

const zCompanyName = z
  .string()
  .trim()
  .min(1, { error: 'validation:required', abort: true })
  .min(2)
  .max(COMPANIES.nameMax);
const zSite = z
  .string()
  .trim()
  .max(COMPANIES.siteMax)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation:url' })]))
  .transform((value) => value || null);

/** What the add-company wizard sends; the same shape edits a company (`PUT companies/{id}`). */
export const ZSaveCompanyRequest = z.object({
  name: zCompanyName,
  description: z.string().trim().max(COMPANIES.descriptionMax).default(''),
  size: ZCompanySize.nullable().default(null),
  site: zSite.nullable().default(null),
  logo_id: ZFileId.nullable().default(null),
  office_city_ids: zIds(COMPANIES.officesMax).default([]),
  specialization_ids: zIds(COMPANIES.specializationsMax).default([]),
  technology_ids: zIds(COMPANIES.technologiesMax).default([]),
  is_public: z.boolean().default(true),
});
export type TSaveCompanyRequest = z.input<typeof ZSaveCompanyRequest>;

/**
 * The wizard's save: the company's fields and the gallery photos uploaded on its last step (`upload/image`), which
 * the new company takes in this order. Later photos go through `me/company/image/photo`.
 */
export const ZCreateCompanyRequest = ZSaveCompanyRequest.extend({
  photo_ids: z.array(ZFileId).max(COMPANIES.photosMax).default([]),
});
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequest>;

export const ZCompanyIdParams = z.object({ id: zId });
/** A page of a company's open job openings (its page's tab), `VACANCIES.pageSize` a page. */
export const ZCompanyVacanciesQuery = z.object({
  page: z.coerce.number().int().min(1).max(VACANCIES.pagesMax).default(1),
});
/**
 * `GET companies/{slug}` and `PUT companies/{id}` share one path in an OpenAPI document, so both name the segment
 * `company`: a slug to read, an id to edit.
 */
export const ZCompanyRefBySlug = z.object({ company: z.string().min(1).max(120) });
export const ZCompanyRefById = z.object({ company: zId });

export const ZListCompaniesQuery = z.object({
  search: z.string().trim().max(100).optional(),
  specialization_id: zId.optional(),
  technology_id: zId.optional(),
  country_id: zId.optional(),
  city_id: zId.optional(),
  size: ZCompanySize.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TListCompaniesQuery = z.input<typeof ZListCompaniesQuery>;

export const ZCompaniesPage = pagedListOf(ZCompanyListItem);

export const ZSearchCompaniesQuery = z.object({ search: z.string().trim().min(1).max(100) });
export const ZCompanySuggestion = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_id: z.string().nullable() })
  .meta({ id: 'CompanySuggestion' });
export type TCompanySuggestion = z.infer<typeof ZCompanySuggestion>;

export const ZCompanyNoteRequest = z.object({
  text: z.string().trim().min(1, { error: 'validation:required' }).max(COMPANIES.noteMax),
});
