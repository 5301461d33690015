import { z } from 'zod';
import { CANDIDATES } from '../constants.ts';
import { zId } from '../validation.ts';
import { ZCandidateCard } from './views.ts';

const ZCompanyRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo_id: z.string().nullable(),
});

export const ZCandidateOpeningSource = z.enum(CANDIDATES.openingSources);

/**
 * The candidate opens their profile to a company: its members then see the name, photo, CV and contacts. `source`
 * says where it was given (an application, an offer, a chat, or the profile itself); `outstaff` is the platform's
 * outstaff manager acting for an outstaffed candidate.
 */
export const ZOpenProfileRequest = z.object({
  company_id: zId,
  source: ZCandidateOpeningSource.exclude(['outstaff', 'community']).default('profile'),
});
export type TOpenProfileRequest = z.input<typeof ZOpenProfileRequest>;

export const ZOutstaffOpenProfileParams = z.object({ user_id: zId });
export const ZOutstaffOpenProfileRequest = z.object({ company_id: zId });

export const ZCandidateOpeningParams = z.object({ company_id: zId });

/** A company the profile is open to, as its owner lists them. */
export const ZCandidateOpening = z
  .object({
    company: ZCompanyRef,
    source: ZCandidateOpeningSource,
    opened_at: z.string(),
    /** When a member of the company last asked for all contacts at once (`public-contacts`), if ever. */
    contacts_viewed_at: z.string().nullable(),
  })
  .meta({ id: 'CandidateOpening' });
export type TCandidateOpening = z.infer<typeof ZCandidateOpening>;

export const ZHideCompanyRequest = z.object({ company_id: zId });
/** A company the profile is hidden from: its members find it in no list, search or page. */
export const ZHiddenCompany = z
  .object({ company: ZCompanyRef, hidden_at: z.string() })
  .meta({ id: 'CandidateHiddenCompany' });
export type THiddenCompany = z.infer<typeof ZHiddenCompany>;

/**
 * A candidate who opened the profile to the reader's company, as its team lists them: the card, the name the
 * candidate showed them, and when and where it was opened. Contacts stay behind their own calls, which the candidate
 * sees being used.
 */
export const ZOpenedCandidate = ZCandidateCard.extend({
  name: z.string(),
  source: ZCandidateOpeningSource,
  opened_at: z.string(),
}).meta({ id: 'OpenedCandidate' });
export type TOpenedCandidate = z.infer<typeof ZOpenedCandidate>;

export const ZOpenedCandidatesQuery = z.object({
  page: z.coerce.number().int().min(1).max(CANDIDATES.pageMax).default(1),
});
export type TOpenedCandidatesQuery = z.input<typeof ZOpenedCandidatesQuery>;
