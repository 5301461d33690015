import { z } from 'zod';
import { CANDIDATES, DEGREES } from '../constants.ts';
import { zId } from '../validation.ts';
import { required, zMonth, zPublicLine, zPublicText, zYear } from './fields.ts';

export const ZCandidateDegree = z.enum(DEGREES);
export const ZCandidateSkillLevel = z.enum(CANDIDATES.skillLevels);

const zDescription = zPublicText(CANDIDATES.entryTextMax).default('');

/** An end that comes before its start is refused on the end's field. */
const endsAfterStart = <T extends { start: string | number; end: string | number | null }>(entry: T) =>
  entry.end === null || entry.end >= entry.start;

export const ZCandidateEducationRequest = z
  .object({
    degree: ZCandidateDegree.nullable().default(null),
    institution: zPublicLine(CANDIDATES.institutionMax),
    specialty: zPublicText(CANDIDATES.specialtyMax).default(''),
    start_year: zYear,
    end_year: zYear.nullable().default(null),
    description: zDescription,
  })
  .refine((entry) => endsAfterStart({ start: entry.start_year, end: entry.end_year }), {
    path: ['end_year'],
    params: { i18n: 'endBeforeStart' },
  });
export type TCandidateEducationRequest = z.input<typeof ZCandidateEducationRequest>;

export const ZCandidateEducation = z
  .object({
    id: z.number().int(),
    degree: ZCandidateDegree.nullable(),
    institution: z.string(),
    specialty: z.string(),
    start_year: z.number().int(),
    end_year: z.number().int().nullable(),
    description: z.string(),
  })
  .meta({ id: 'CandidateEducation' });
export type TCandidateEducation = z.infer<typeof ZCandidateEducation>;

/**
 * A job held. `is_company_hidden` keeps the employer's name out of the anonymous profile (the current employer, say):
 * only the owner and companies the profile is opened to read it.
 */
export const ZCandidateExperienceRequest = z
  .object({
    position: zPublicLine(CANDIDATES.positionMax),
    company_name: z.string(required).trim().min(1, required).max(CANDIDATES.companyNameMax),
    is_company_hidden: z.boolean().default(false),
    started_at: zMonth,
    /** `null` while the job goes on. */
    ended_at: zMonth.nullable().default(null),
    description: zDescription,
  })
  .refine((entry) => endsAfterStart({ start: entry.started_at, end: entry.ended_at }), {
    path: ['ended_at'],
    params: { i18n: 'endBeforeStart' },
  });
export type TCandidateExperienceRequest = z.input<typeof ZCandidateExperienceRequest>;

export const ZCandidateExperience = z
  .object({
    id: z.number().int(),
    position: z.string(),
    company_name: z.string(),
    is_company_hidden: z.boolean(),
    started_at: z.string(),
    ended_at: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: 'CandidateExperience' });
export type TCandidateExperience = z.infer<typeof ZCandidateExperience>;

/** A job as the anonymous profile shows it: the employer's name is `null` where the candidate hid it. */
export const ZCandidateAnonymousExperience = ZCandidateExperience.extend({ company_name: z.string().nullable() }).meta({
  id: 'CandidateAnonymousExperience',
});
export type TCandidateAnonymousExperience = z.infer<typeof ZCandidateAnonymousExperience>;

export const ZCandidateSkillRequest = z.object({
  name: zPublicLine(CANDIDATES.skillNameMax),
  level: ZCandidateSkillLevel.nullable().default(null),
});
export type TCandidateSkillRequest = z.input<typeof ZCandidateSkillRequest>;

export const ZCandidateSkill = z
  .object({ id: z.number().int(), name: z.string(), level: ZCandidateSkillLevel.nullable() })
  .meta({ id: 'CandidateSkill' });
export type TCandidateSkill = z.infer<typeof ZCandidateSkill>;

export const ZCandidateEntryIdParams = z.object({ id: zId });
