import { z } from 'zod';
import { ZResumeDocument } from './resume-document.ts';
import { ZResumeDesign } from './templates.ts';

/**
 * A resume's public id: random, not a row number, so shared resumes cannot be walked one by one and a guest's id
 * says nothing of how many exist.
 */
export const ZResumeId = z.string().regex(/^[A-Za-z0-9]{16}$/, { error: 'validation:resumeId' });
export const ZResumeParams = z.object({ id: ZResumeId });

/** The header a guest's requests carry: the token `store` gave with the resume (spec section 8: `resumeToken`). */
export const RESUME_TOKEN_HEADER = 'resume-token';

/** What `store` and `update/{id}` take: the whole document and its design (the wizard saves both each step). */
export const ZSaveResumeRequest = z.object({
  document: ZResumeDocument,
  design: ZResumeDesign.prefault({}),
  /** The wizard's step the owner is on (1–5), kept so a reload lands there. */
  step: z.number().int().min(1).max(5).default(1),
});
export type TSaveResumeRequest = z.input<typeof ZSaveResumeRequest>;

export const ZResume = z
  .object({
    id: ZResumeId,
    document: ZResumeDocument,
    design: ZResumeDesign,
    step: z.number().int(),
    /** Shared: `/cv/{id}` and `/cv/pdf/{id}` answer to anyone; hidden, both are 404. */
    shared: z.boolean(),
    /** Shared and the owner let search engines index `/cv/{id}` (otherwise `noindex`). */
    indexable: z.boolean(),
    /** Whether an account keeps it (false: a guest's, reached with its token). */
    owned: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Resume' });
export type TResume = z.infer<typeof ZResume>;

/** `store`'s answer: the resume and, for a guest, the token every later call about it must carry. */
export const ZStoredResume = z.object({ resume: ZResume, token: z.string().nullable() }).meta({ id: 'StoredResume' });

/** A resume as the owner's list shows it. */
export const ZResumeSummary = z
  .object({
    id: ZResumeId,
    title: z.string(),
    template: z.string(),
    shared: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'ResumeSummary' });
export type TResumeSummary = z.infer<typeof ZResumeSummary>;

export const ZShareResumeRequest = z.object({ indexable: z.boolean().default(false) });

/** The resume drawn by its template as a whole HTML document, for the preview frame and `/cv/{id}`. */
export const ZResumeHtml = z.object({
  html: z.string(),
  title: z.string(),
  /** Whether `/cv/{id}` shows it: the owner still reads a hidden resume here, nobody on its public page. */
  shared: z.boolean(),
  indexable: z.boolean(),
});

/** `pdf-preview`: a document nobody saved yet, drawn as the PDF it would be. */
export const ZPreviewResumeRequest = ZSaveResumeRequest.omit({ step: true });

export const ZMatchingVacancy = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    company_name: z.string(),
    city: z.string().nullable(),
    published_at: z.string(),
  })
  .meta({ id: 'ResumeMatchingVacancy' });
