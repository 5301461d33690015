import { z } from 'zod';
import { CANDIDATES, EMPLOYMENT, ENGLISH_LEVELS, EXPERIENCE, JOB_TYPES, SENIORITY } from '../constants.ts';
import { zId, zName } from '../validation.ts';
import { ZCandidateContactsRequest } from './contacts.ts';
import { required, zPublicLine, zPublicText, zTags, zUniqueList } from './fields.ts';

export const ZCandidateSeniority = z.enum(SENIORITY);
export const ZCandidateExperienceYears = z.enum(EXPERIENCE);
export const ZCandidateEnglishLevel = z.enum(ENGLISH_LEVELS);
/** Spec section 9's job types: `moving` is relocation, `is_considering_outstaff` open to outstaffing. */
export const ZCandidateJobType = z.enum(JOB_TYPES);
/** `is_seekers`: looking for a job; `is_outstaffing`: employed through the platform's outstaffing. */
export const ZCandidateEmployment = z.enum(EMPLOYMENT);

/**
 * A place the candidate would work in: a country, or a city of it. The spec's "a city needs a country" is the
 * country's field: a city alone is refused there.
 */
export const ZCandidatePlaceRequest = z
  .object({ country_id: zId.nullable().default(null), city_id: zId.nullable().default(null) })
  .superRefine((place, ctx) => {
    if (place.country_id !== null) return;
    ctx.addIssue({
      code: 'custom',
      path: ['country_id'],
      input: place.country_id,
      params: { i18n: place.city_id === null ? 'required' : 'cityNeedsCountry' },
    });
  })
  .transform((place) => ({ country_id: place.country_id as number, city_id: place.city_id }));
export type TCandidatePlaceRequest = z.input<typeof ZCandidatePlaceRequest>;

/**
 * What the add-resume page and the profile's tabs send (`POST me/candidate`, `PUT candidates/{id}`): the whole
 * profile, so a save replaces it. A change to what the public sees sends the profile back to moderation.
 * `name` and `contacts` are never public: only the owner and companies the profile is opened to read them.
 */
export const ZSaveCandidateRequest = z.object({
  name: zName,
  desired_position: zPublicLine(CANDIDATES.desiredPositionMax),
  /** Specializations of type 2, 3 or 4 (checked against the catalog on the server). */
  specialization_ids: zUniqueList(zId, CANDIDATES.specializationsMax).default([]),
  keyword_ids: zUniqueList(zId, CANDIDATES.keywordsMax).default([]),
  tags: zTags.default([]),
  seniority: ZCandidateSeniority.nullable().default(null),
  experience: ZCandidateExperienceYears.default('without'),
  english_level: ZCandidateEnglishLevel.default('without'),
  salary: z.number().int().min(0).max(CANDIDATES.salaryMax).nullable().default(null),
  job_types: zUniqueList(ZCandidateJobType, JOB_TYPES.length).default([]),
  employment: zUniqueList(ZCandidateEmployment, EMPLOYMENT.length).default(['is_seekers']),
  places: z.array(ZCandidatePlaceRequest).max(CANDIDATES.placesMax).default([]),
  expectation_description: zPublicText(CANDIDATES.expectationMax).default(''),
  is_public: z.boolean().default(true),
  contacts: ZCandidateContactsRequest.default({
    email: null,
    phone: null,
    telegram: null,
    linkedin: null,
    github: null,
  }),
});
export type TSaveCandidateRequest = z.input<typeof ZSaveCandidateRequest>;
export type TSaveCandidate = z.output<typeof ZSaveCandidateRequest>;

/** `GET`/`PUT candidates/{id}` and the calls under it share the segment's name, `id`. */
export const ZCandidateIdParams = z.object({ id: zId });
export const ZCandidateSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
export const ZCandidateSlug = z.object({ id: z.number().int(), slug: z.string() }).meta({ id: 'CandidateSlug' });

export const ZCandidatePublication = z
  .object({
    published_at: z.string(),
    /** When the date may be raised again. */
    next_publish_at: z.string(),
  })
  .meta({ id: 'CandidatePublication' });

export const ZCandidateNoteRequest = z.object({
  text: z.string(required).trim().min(1, required).max(CANDIDATES.noteMax),
});
export const ZCandidateNote = z.object({ note: z.string() }).meta({ id: 'CandidateNote' });

/** A company's rating of a candidate, one per company (a member rates again to change it). */
export const ZCandidateRatingRequest = z.object({
  candidate_id: zId,
  rating: z.number().int().min(CANDIDATES.ratingMin).max(CANDIDATES.ratingMax),
});
export const ZCandidateRating = z
  .object({ candidate_id: z.number().int(), rating: z.number().int() })
  .meta({ id: 'CandidateRating' });

export const ZDesiredPositionsQuery = z.object({
  search: z.string().trim().max(CANDIDATES.searchMaxLength).optional(),
  limit: z.coerce.number().int().min(1).max(CANDIDATES.desiredPositionsLimit).optional(),
});
export const ZDesiredPosition = z
  .object({ name: z.string(), count: z.number().int() })
  .meta({ id: 'CandidateDesiredPosition' });

/** What a CV may be: PDF or DOCX, read from its bytes (the files platform takes other documents too). */
export const CANDIDATE_CV_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
