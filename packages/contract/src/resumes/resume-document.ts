import { z } from 'zod';
import { LOCALES, RESUMES } from '../constants.ts';

/**
 * The one resume document (issue 28): the wizard edits it, the preview, PDF, DOCX, TXT and `/cv/{id}` are all made
 * from it and a template. Every section has its default, so a half-filled draft is a valid document and a reload
 * brings back exactly what was typed.
 */
const line = (max: number = RESUMES.lineMax) => z.string().trim().max(max).default('');
const text = (max: number = RESUMES.textMax) => z.string().trim().max(max).default('');

/** A month as `YYYY-MM`, or empty while unknown. */
export const zResumeMonth = z
  .string()
  .trim()
  .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, { error: 'validation:month' })
  .default('');

const zLink = z
  .string()
  .trim()
  .max(RESUMES.lineMax)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation:url' })]))
  .default('');

export const ZResumePersonal = z.object({
  first_name: line(RESUMES.nameMax),
  last_name: line(RESUMES.nameMax),
  email: z.union([z.literal(''), z.email({ error: 'validation:email' })]).default(''),
  phone: line(40),
  city: line(),
  country: line(),
  /** Whether the PDF's metadata names the owner as its author (the resume's text shows what it holds either way). */
  name_in_metadata: z.boolean().default(false),
});

export const ZResumePosition = z.object({
  title: line(RESUMES.titleMax),
  /** Free text such as "from 3,000 USD"; the builder does not compute with it. */
  salary: line(60),
  employment: line(60),
});

export const ZResumeExperience = z.object({
  position: line(),
  company: line(),
  city: line(),
  start: zResumeMonth,
  /** Empty while the job goes on ("present"). */
  end: zResumeMonth,
  description: text(),
});

export const ZResumeEducation = z.object({
  institution: line(),
  degree: line(),
  field: line(),
  start: zResumeMonth,
  end: zResumeMonth,
  description: text(1_000),
});

/** 0 means "not rated": the templates show the name alone. */
export const ZResumeSkill = z.object({ name: line(60), level: z.number().int().min(0).max(5).default(0) });

export const RESUME_LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export const ZResumeLanguage = z.object({
  name: line(60),
  level: z.union([z.literal(''), z.enum(RESUME_LANGUAGE_LEVELS)]).default(''),
});

export const ZResumeCourse = z.object({ name: line(), institution: line(), year: line(4) });

export const ZResumeLink = z.object({ label: line(60), url: zLink });

/**
 * Which fields were filled automatically (from the candidate profile or an import) and not edited since: the wizard
 * highlights them with the resume-processing notice (spec section 2). Paths as `summary`, `experience.0.description`.
 */
export const ZResumeAutofilled = z.array(z.string().max(80)).max(200).default([]);

export const ZResumeDocument = z
  .object({
    /** The language the resume is written in: its section titles and dates are drawn in it, whoever reads it. */
    language: z.enum(LOCALES).default('en'),
    personal: ZResumePersonal.prefault({}),
    position: ZResumePosition.prefault({}),
    summary: text(RESUMES.summaryMax),
    experience: z.array(ZResumeExperience).max(RESUMES.experienceMax).default([]),
    education: z.array(ZResumeEducation).max(RESUMES.educationMax).default([]),
    skills: z.array(ZResumeSkill).max(RESUMES.skillsMax).default([]),
    languages: z.array(ZResumeLanguage).max(RESUMES.languagesMax).default([]),
    courses: z.array(ZResumeCourse).max(RESUMES.coursesMax).default([]),
    links: z.array(ZResumeLink).max(RESUMES.linksMax).default([]),
    /**
     * A data URL (`data:image/jpeg;base64,…`) as the browser read it; the server sniffs and re-encodes it to a
     * square JPEG before it is kept, and refuses one over `RESUMES.photoMaxBytes`.
     */
    photo: z
      .string()
      .max(Math.ceil((RESUMES.photoMaxBytes * 4) / 3) + 64, { error: 'validation:photoTooLarge' })
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, { error: 'validation:photo' })
      .nullable()
      .default(null),
    autofilled: ZResumeAutofilled,
  })
  .meta({ id: 'ResumeDocument' });
export type TResumeDocument = z.infer<typeof ZResumeDocument>;
export type TResumeDocumentInput = z.input<typeof ZResumeDocument>;

/** An empty document with every default: what the wizard starts from. */
export const emptyResumeDocument = (): TResumeDocument => ZResumeDocument.parse({});
