import { z } from 'zod';
import { ZCandidateCard } from '../candidates/views.ts';
import { APPLICATIONS } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { ZVacancyCard, ZVacancyCompany } from '../vacancies/vacancy.ts';
import { zId } from '../validation.ts';
import { ZResponseVacancy } from './application.ts';

export const ZOfferStatus = z.enum(APPLICATIONS.offerStatuses);
export type TOfferStatus = z.infer<typeof ZOfferStatus>;
export const ZOfferSource = z.enum(APPLICATIONS.offerSources);
export type TOfferSource = z.infer<typeof ZOfferSource>;

const zPage = z.coerce.number().int().min(1).max(APPLICATIONS.pageMax).default(1);
const required = { error: 'validation:required', abort: true } as const;

/**
 * `POST job-offers`: a company member offers one of the company's open vacancies to a listed candidate, from a
 * response (`application_id`) or from the candidate's page.
 */
export const ZCreateOfferRequest = z.object({
  candidate_id: zId,
  vacancy_id: zId,
  application_id: zId.nullish(),
  message: z.string().trim().min(1, required).max(APPLICATIONS.offerMessageMax),
});
export type TCreateOfferRequest = z.input<typeof ZCreateOfferRequest>;

/** `POST candidates/quick-job/{candidate_id}`: a vacancy proposed in one click, a message optional. */
export const ZQuickJobParams = z.object({ candidate_id: zId });
export const ZQuickJobRequest = z.object({
  vacancy_id: zId,
  message: z.string().trim().max(APPLICATIONS.offerMessageMax).nullish(),
});
export type TQuickJobRequest = z.input<typeof ZQuickJobRequest>;

export const ZOfferIdParams = z.object({ id: zId });
/** `outstaff/{candidate}/job-offers/{offer}`: the candidate's profile id and the offer's id. */
export const ZOutstaffOfferParams = z.object({ candidate: zId, offer: zId });

/** An offer as the worker it was sent to reads it: the vacancy's card (null once removed) and the company's. */
export const ZOffer = z
  .object({
    id: z.number().int(),
    source: ZOfferSource,
    message: z.string(),
    status: ZOfferStatus,
    is_read: z.boolean(),
    answered_at: z.string().nullable(),
    created_at: z.string(),
    vacancy_id: z.number().int(),
    vacancy: ZVacancyCard.nullable(),
    company: ZVacancyCompany,
    /** The profile is open to the company already: accepting shows it nothing new. */
    is_opened: z.boolean(),
  })
  .meta({ id: 'Offer' });
export type TOffer = z.infer<typeof ZOffer>;

/**
 * An offer as the company that sent it reads it: the candidate's anonymous card; who they are is `GET candidates/{id}`,
 * answered in full once the candidate approved (approving opens the profile to the company).
 */
export const ZSentOffer = z
  .object({
    id: z.number().int(),
    source: ZOfferSource,
    message: z.string(),
    status: ZOfferStatus,
    /** Whether the team has seen the candidate's answer (false while there is none). */
    is_answer_read: z.boolean(),
    answered_at: z.string().nullable(),
    created_at: z.string(),
    application_id: z.number().int().nullable(),
    vacancy: ZResponseVacancy,
    candidate: ZCandidateCard.nullable(),
  })
  .meta({ id: 'SentOffer' });
export type TSentOffer = z.infer<typeof ZSentOffer>;

export const ZOfferResult = dataOf(ZOffer);
export const ZSentOfferResult = dataOf(ZSentOffer);

/** The worker's offers, newest first; `unread` counts the unread pending ones (the header's badge). */
export const ZOffersPage = pagedListOf(ZOffer, { unread: z.number().int() });
/** The company's sent offers, newest first; `unread` counts answers its team has not seen. */
export const ZSentOffersPage = pagedListOf(ZSentOffer, { unread: z.number().int() });

export const ZMyOffersQuery = z.object({ status: ZOfferStatus.optional(), page: zPage });
export type TMyOffersQuery = z.input<typeof ZMyOffersQuery>;
export const ZCompanyOffersQuery = z.object({
  vacancy_id: zId.optional(),
  status: ZOfferStatus.optional(),
  page: zPage,
});
export type TCompanyOffersQuery = z.input<typeof ZCompanyOffersQuery>;
