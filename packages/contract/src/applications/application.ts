import { z } from 'zod';
import { ZCandidateCard } from '../candidates/views.ts';
import { APPLICATIONS, VACANCIES } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { ZFileId } from '../files/files.ts';
import { zQueryBoolean } from '../vacancies/search.ts';
import { ZVacancyCard } from '../vacancies/vacancy.ts';
import { zEmail, zId, zName } from '../validation.ts';

export const ZApplicationStatus = z.enum(APPLICATIONS.statuses);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;
export const ZRejectReason = z.enum(APPLICATIONS.rejectReasons);
export type TRejectReason = z.infer<typeof ZRejectReason>;

const required = { error: 'validation:required', abort: true } as const;
const zPage = z.coerce.number().int().min(1).max(APPLICATIONS.pageMax).default(1);

export const ZCoverLetter = z.string().trim().min(1, required).max(APPLICATIONS.coverLetterMax);

/** The applicant's answer to one of the vacancy's questions. */
export const ZAnswerInput = z.object({
  question_id: zId,
  answer: z.string().trim().min(1, required).max(APPLICATIONS.answerMax),
});
const zAnswers = z.array(ZAnswerInput).max(VACANCIES.questionsMax).default([]);

/** A yes or no as JSON sends it, or as a form's radio buttons post it (`true`, `false`). */
const zChoice = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

/**
 * `POST job-applications`: a worker applies with a cover letter and their candidate profile, a CV they uploaded
 * (`POST files/upload`), or both. `open_profile` is the applicant's choice: by default (false) the company sees the
 * anonymous profile and may ask in the conversation, and the applicant opens it later if they wish; true opens the
 * profile (name, contacts, CV) to the vacancy's company with the application. A CV alone says who the person is, so an
 * application without a profile is made with `open_profile: true` only.
 */
export const ZApplyRequest = z.object({
  vacancy_id: zId,
  cover_letter: ZCoverLetter,
  cv_file_id: ZFileId.nullish(),
  answers: zAnswers,
  open_profile: zChoice.default(false),
});
export type TApplyRequest = z.input<typeof ZApplyRequest>;

/**
 * `POST vacancies/quick-apply/{vacancy}`, the fields of its multipart form: a guest applies with a name, an e-mail
 * and a cover letter, answers as bracketed keys (`answers[0][question_id]`, `answers[0][answer]`) and a CV in the part
 * `cv`, optional. It makes a worker account whose owner sets a password from the link mailed to them.
 */
export const ZQuickApplyFields = z.object({
  name: zName,
  email: zEmail,
  cover_letter: ZCoverLetter,
  answers: zAnswers,
});
export type TQuickApplyFields = z.input<typeof ZQuickApplyFields>;
/** The form as documented: the fields and the optional file. */
export const ZQuickApplyRequest = ZQuickApplyFields.extend({ cv: z.file().optional() });
export const ZQuickApplyParams = z.object({ vacancy: zId });

/** An answer as kept: the question's words as the applicant saw them, even if the company edits them later. */
export const ZApplicationAnswer = z
  .object({ question_id: z.number().int(), question: z.string(), answer: z.string() })
  .meta({ id: 'ApplicationAnswer' });
export type TApplicationAnswer = z.infer<typeof ZApplicationAnswer>;

/** Why a company turned a response down: one of the fixed reasons (the web words it) and its own words, if any. */
export const ZRejection = z
  .object({ reason_key: ZRejectReason, text: z.string().nullable(), rejected_at: z.string() })
  .meta({ id: 'ApplicationRejection' });

export const ZApplied = dataOf(
  z.object({ id: z.number().int(), vacancy_id: z.number().int(), status: ZApplicationStatus, created_at: z.string() }),
);
/** A quick application answers no session: the new account is finished from the mailed link. */
export const ZQuickApplied = dataOf(z.object({ id: z.number().int(), vacancy_id: z.number().int() }));

/** The vacancy a response answers, as the company's lists name it. */
export const ZResponseVacancy = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string() })
  .meta({ id: 'ResponseVacancy' });

/**
 * A response as the company's team reads it. A candidate with a profile shows as the anonymous card; who they are is
 * the candidates' own call (`GET candidates/{id}`), answered in full while the profile is opened to the company
 * (`is_opened`; applying with name and contacts, or the applicant's later choice, opened it), and the CV is sent only then. An applicant without a profile sent the company
 * their name and e-mail with the application itself: `applicant` carries them, and is null for everyone else.
 * `room_id` is the company's conversation with the candidate (applying opened it), for the team to write there; null
 * for an applicant without a profile, a candidate the reader may not see, or a reader outside the company's team.
 */
export const ZResponse = z
  .object({
    id: z.number().int(),
    vacancy: ZResponseVacancy,
    candidate: ZCandidateCard.nullable(),
    is_opened: z.boolean(),
    applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
    cover_letter: z.string(),
    cv_file_id: ZFileId.nullable(),
    answers: z.array(ZApplicationAnswer),
    status: ZApplicationStatus,
    is_read: z.boolean(),
    read_at: z.string().nullable(),
    rejection: ZRejection.nullable(),
    room_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Response' });
export type TResponse = z.infer<typeof ZResponse>;

/** The unread count comes with every page, for the tabs and the header's badge. */
export const ZResponsesPage = pagedListOf(ZResponse, { unread: z.number().int() });

export const ZResponseIdParams = z.object({ id: zId });
/** `GET me/vacancies/{id}/candidates`: one vacancy's responses, newest first. */
export const ZVacancyResponsesQuery = z.object({ is_read: zQueryBoolean, page: zPage });
export type TVacancyResponsesQuery = z.input<typeof ZVacancyResponsesQuery>;
/** `GET me/responses`: the company's responses to all its vacancies, or one, newest first. */
export const ZResponsesQuery = z.object({
  vacancy_id: zId.optional(),
  state: z.enum(['read', 'unread']).optional(),
  page: zPage,
});
export type TResponsesQuery = z.input<typeof ZResponsesQuery>;

export const ZReadRequest = z.object({ is_read: z.boolean() });
export type TReadRequest = z.input<typeof ZReadRequest>;

export const ZRejectRequest = z.object({
  reason_key: ZRejectReason,
  text: z.string().trim().max(APPLICATIONS.rejectTextMax).nullish(),
});
export type TRejectRequest = z.input<typeof ZRejectRequest>;
export const ZResponseResult = dataOf(ZResponse);

/**
 * What the company of an application sees of the applicant: `opened` (name and contacts), `anonymous` (the profile
 * without identity; the applicant may open it in one call, `POST open-profile`), or `none` (applied without a profile,
 * with a CV, name and e-mail).
 */
export const ZApplicantProfile = z.enum(['opened', 'anonymous', 'none']);
export type TApplicantProfile = z.infer<typeof ZApplicantProfile>;

/** A worker's own application: the vacancy's card (null once it is removed) and where the company stands. */
export const ZMyApplication = z
  .object({
    id: z.number().int(),
    vacancy_id: z.number().int(),
    company_id: z.number().int(),
    profile: ZApplicantProfile,
    vacancy: ZVacancyCard.nullable(),
    cover_letter: z.string(),
    cv_file_id: ZFileId.nullable(),
    answers: z.array(ZApplicationAnswer),
    status: ZApplicationStatus,
    /** Whether the company has read it. */
    is_read: z.boolean(),
    rejection: ZRejection.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'MyApplication' });
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** `vacancy_id` asks whether the worker applied to one vacancy (the vacancy's page says so). */
export const ZMyApplicationsQuery = z.object({
  status: ZApplicationStatus.optional(),
  vacancy_id: zId.optional(),
  page: zPage,
});
export type TMyApplicationsQuery = z.input<typeof ZMyApplicationsQuery>;
export const ZMyApplicationsPage = pagedListOf(ZMyApplication);
