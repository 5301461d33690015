import { z } from 'zod';
import { ZModerationStatus } from '../companies/company.ts';
import { LOCALES } from '../constants.ts';
import { ZFileId } from '../files/files.ts';
import {
  ZCandidateEmployment,
  ZCandidateEnglishLevel,
  ZCandidateExperienceYears,
  ZCandidateJobType,
  ZCandidateSeniority,
} from './candidate.ts';
import { ZCandidateContacts } from './contacts.ts';
import {
  ZCandidateAnonymousExperience,
  ZCandidateEducation,
  ZCandidateExperience,
  ZCandidateSkill,
} from './entries.ts';

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A place with its names in the request's locale. */
export const ZCandidatePlace = z
  .object({
    country_id: z.number().int(),
    country_name: z.string(),
    city_id: z.number().int().nullable(),
    city_name: z.string().nullable(),
  })
  .meta({ id: 'CandidatePlace' });
export type TCandidatePlace = z.infer<typeof ZCandidatePlace>;

/**
 * A candidate as lists, search results and landing pages show one to anyone: skills and expectations under an
 * anonymous `label`, the desired position as the candidate wrote it ("Senior Python developer"; public text refuses
 * contacts). Nothing in it names, shows or reaches the person: no name, photo, contacts, file or account id.
 */
export const ZCandidateCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    label: z.string(),
    desired_position: z.string(),
    specializations: z.array(ZNamed),
    keywords: z.array(ZNamed),
    tags: z.array(z.string()),
    seniority: ZCandidateSeniority.nullable(),
    experience: ZCandidateExperienceYears,
    english_level: ZCandidateEnglishLevel,
    salary: z.number().int().nullable(),
    job_types: z.array(ZCandidateJobType),
    employment: z.array(ZCandidateEmployment),
    places: z.array(ZCandidatePlace),
    /** The start of the expectation description, cut at a word. */
    expectation_excerpt: z.string(),
    /**
     * The site language the position and expectation are written in, detected when saved; null when too short to
     * tell. Pages mark the text with `lang` when it differs from theirs. Optional only so older fixtures still type.
     */
    language: z.enum(LOCALES).nullable().optional(),
    published_at: z.string(),
  })
  .meta({ id: 'CandidateCard' });
export type TCandidateCard = z.infer<typeof ZCandidateCard>;

/** What the reader's own side knows about the candidate: their company's note and rating, and whether it is open. */
export const ZCandidateViewer = z
  .object({
    is_owner: z.boolean(),
    /** The profile is open to the reader's company (or the reader is an admin): name and contacts are shown. */
    is_opened: z.boolean(),
    /** The reader's company's private note, for its members; `null` for everyone else. */
    note: z.string().nullable(),
    rating: z.number().int().nullable(),
  })
  .meta({ id: 'CandidateViewer' });
export type TCandidateViewer = z.infer<typeof ZCandidateViewer>;

const profileFields = {
  expectation_description: z.string(),
  education: z.array(ZCandidateEducation),
  skills: z.array(ZCandidateSkill),
  has_cv: z.boolean(),
  viewer: ZCandidateViewer,
};

/** One profile as anyone it is not opened to reads it: the card's fields and the entries, employers hidden. */
export const ZCandidateAnonymous = ZCandidateCard.extend({
  view: z.literal('anonymous'),
  ...profileFields,
  experience_entries: z.array(ZCandidateAnonymousExperience),
}).meta({ id: 'CandidateAnonymous' });
export type TCandidateAnonymous = z.infer<typeof ZCandidateAnonymous>;

/** The CV as those it is opened to may download it (`GET /api/files/{id}`). */
export const ZCandidateCv = z
  .object({
    id: ZFileId,
    content_type: z.string(),
    size: z.number().int(),
    /** The name it was uploaded with: for its owner only, `null` for anyone else. */
    name: z.string().nullable(),
  })
  .meta({ id: 'CandidateCv' });
export type TCandidateCv = z.infer<typeof ZCandidateCv>;

const identityFields = {
  name: z.string(),
  /** The photo is served by `GET /api/candidates/{id}/photo` to the same readers. */
  has_photo: z.boolean(),
  cv: ZCandidateCv.nullable(),
  contacts: ZCandidateContacts,
  experience_entries: z.array(ZCandidateExperience),
};

/** The profile as a member of a company it is opened to (or an admin) reads it: who the person is and how to reach them. */
export const ZCandidateOpened = ZCandidateCard.extend({
  view: z.literal('opened'),
  ...profileFields,
  ...identityFields,
  opening: z.object({ opened_at: z.string(), source: z.string() }).nullable(),
}).meta({ id: 'CandidateOpened' });
export type TCandidateOpened = z.infer<typeof ZCandidateOpened>;

/** The profile as its owner edits it: everything, with its moderation and publication state. */
export const ZCandidateOwn = ZCandidateCard.extend({
  view: z.literal('owner'),
  ...profileFields,
  ...identityFields,
  specialization_ids: z.array(z.number().int()),
  keyword_ids: z.array(z.number().int()),
  is_public: z.boolean(),
  moderation_status: ZModerationStatus,
  next_publish_at: z.string(),
  created_at: z.string(),
}).meta({ id: 'CandidateOwn' });
export type TCandidateOwn = z.infer<typeof ZCandidateOwn>;

/** `GET candidates/{id}` and `candidates/slug/{slug}`: which view depends on who reads, named by `view`. */
export const ZCandidateDetails = z
  .discriminatedUnion('view', [ZCandidateAnonymous, ZCandidateOpened, ZCandidateOwn])
  .meta({ id: 'CandidateDetails' });
export type TCandidateDetails = z.infer<typeof ZCandidateDetails>;
