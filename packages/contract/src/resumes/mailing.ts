import { z } from 'zod';
import { RESUMES } from '../constants.ts';
import { dataOf, listOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZResumeId } from './resume.ts';

/**
 * Resume mailing (spec sections 2, 7 and 9): `one_time` sends the resume once to the vacancies picked (or, with none
 * picked, to the best matching ones); `auto` is a monthly subscription whose autosender also sends it, once a day,
 * to newly matching vacancies within `RESUMES.mailing.dailyLimit`.
 */
export const MAILING_MODES = ['one_time', 'auto'] as const;
export type TMailingMode = (typeof MAILING_MODES)[number];

/**
 * `waiting_for_payment` until the provider confirms the payment; `active` sends (and, for `auto`, keeps sending);
 * `inactive` is paused by its owner; `finished` has nothing left to send (a one-time mailing sent, an `auto` one
 * whose subscription ended).
 */
export const MAILING_STATUSES = ['waiting_for_payment', 'active', 'inactive', 'finished'] as const;
export type TMailingStatus = (typeof MAILING_STATUSES)[number];

/** Why a target got no mail: the company opted out, its address bounced, it has no address, or it had this resume. */
export const MAILING_SKIP_REASONS = ['opted_out', 'bounced', 'no_contact', 'already_sent', 'vacancy_closed'] as const;
export type TMailingSkipReason = (typeof MAILING_SKIP_REASONS)[number];

export const ZMailingParams = z.object({ id: zId });

export const ZCreateMailingRequest = z.object({
  mode: z.enum(MAILING_MODES),
  /** Vacancies from `resume-builder/{id}/vacancies`; empty lets the autosender pick the best matching ones. */
  vacancy_ids: z
    .array(zId)
    .max(RESUMES.mailing.targetsMax)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation:duplicateItems' }),
});
export type TCreateMailingRequest = z.input<typeof ZCreateMailingRequest>;

export const ZMailing = z
  .object({
    id: z.number().int(),
    resume_id: ZResumeId,
    /** The resume's position title, as its owner wrote it. */
    resume_title: z.string(),
    mode: z.enum(MAILING_MODES),
    status: z.enum(MAILING_STATUSES),
    /** How many vacancies the seeker picked (0: the autosender picks). */
    targets: z.number().int(),
    sent: z.number().int(),
    skipped: z.number().int(),
    /** The paid period's end of an `auto` mailing; null for one-time and unpaid ones. */
    paid_until: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ResumeMailing' });
export type TMailing = z.infer<typeof ZMailing>;

/** One line of a mailing's sending log: a vacancy's company got the resume, or did not and why. */
export const ZMailingLogEntry = z
  .object({
    vacancy_id: z.number().int(),
    vacancy_title: z.string(),
    company_name: z.string(),
    outcome: z.enum(['sent', 'skipped']),
    reason: z.enum(MAILING_SKIP_REASONS).nullable(),
    at: z.string(),
  })
  .meta({ id: 'ResumeMailingLogEntry' });
export type TMailingLogEntry = z.infer<typeof ZMailingLogEntry>;

/** The seeker's mailings with their logs (newest first, the last `RESUMES.mailing.logShown` lines of each). */
export const ZMyMailings = listOf(ZMailing.extend({ log: z.array(ZMailingLogEntry) }));
export type TMyMailing = z.infer<typeof ZMyMailings>['data']['list'][number];

export const ZMailingAnswer = dataOf(ZMailing);

/** A company's choice to get no resume mailing at all; its owner sets it. */
export const ZMailingOptOut = dataOf(z.object({ opted_out: z.boolean() }));
export const ZSetMailingOptOutRequest = z.object({ opted_out: z.boolean() });

/** The token a mailing's mail carries in its unsubscribe link. */
export const ZMailingUnsubscribeRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'validation:unsubscribeToken' }),
});
