import { z } from 'zod';
import { ZMoney, ZOrder, zPromoCode } from '../billing/order.ts';
import { COMMUNITY_PAID_PLANS } from '../billing/prices.ts';
import { ZCandidateEnglishLevel, ZCandidateExperienceYears, ZCandidateSeniority } from '../candidates/candidate.ts';
import { ZCandidateContacts } from '../candidates/contacts.ts';
import { COMMUNITY, SENIORITY } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';

export const ZCommunityPlanName = z.enum(COMMUNITY.plans);
export type TCommunityPlanName = z.infer<typeof ZCommunityPlanName>;

/** Skills arrive as `skills=a&skills=b`, `skills[]=a` or `skills=a,b`; names are matched whatever their case. */
const zSkillList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return [...new Set(parts.map((part) => String(part).trim()).filter(Boolean))];
}, z.array(z.string().max(COMMUNITY.skillMax)).max(COMMUNITY.skillsMax).optional());

/** `GET community/search`: free text over the title and skills, the community skills (all of them), seniority, country. */
export const ZCommunitySearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(COMMUNITY.queryMax)
    .optional()
    .transform((value) => value || undefined),
  skills: zSkillList,
  seniority: z.enum(SENIORITY).optional(),
  country_id: zId.optional(),
  page: z.coerce.number().int().min(1).max(COMMUNITY.pageMax).default(1),
});
export type TCommunitySearchQuery = z.input<typeof ZCommunitySearchQuery>;
export type TCommunitySearchFilters = z.output<typeof ZCommunitySearchQuery>;

/**
 * A community member as a company sees them. Anonymous (what the public candidate card shows: title, seniority,
 * experience, country, skills, English level) until the company opens them; then `opened` is true and `name` and
 * `contacts` are filled, through the candidate's consent (an opening with source `community`). Closed cards carry
 * `null` there, never the values.
 */
export const ZCommunityMember = z
  .object({
    /** The candidate profile's id: `community/{id}`. */
    id: z.number().int(),
    desired_position: z.string(),
    seniority: ZCandidateSeniority.nullable(),
    experience: ZCandidateExperienceYears,
    english_level: ZCandidateEnglishLevel,
    country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The profile's community skills, by name. */
    skills: z.array(z.string()),
    joined_at: z.string(),
    opened: z.boolean(),
    name: z.string().nullable(),
    contacts: ZCandidateContacts.nullable(),
  })
  .meta({ id: 'CommunityMember' });
export type TCommunityMember = z.infer<typeof ZCommunityMember>;

export const ZCommunityMembersPage = pagedListOf(ZCommunityMember);
export const ZCommunityMemberAnswer = dataOf(ZCommunityMember);
export const ZCommunityMemberParams = z.object({ id: zId });

/** One plan as the plans page lists it: its price (0 for the demo), how long it lasts, and its opens. */
export const ZCommunityTariff = z
  .object({
    id: ZCommunityPlanName,
    price: ZMoney,
    /** `week` for the demo's 7 days. */
    period: z.enum(['week', 'month', 'year']),
    days: z.number().int().nullable(),
    /** Opens per month (the demo's for its whole week). */
    opens: z.number().int(),
  })
  .meta({ id: 'CommunityTariff' });
export type TCommunityTariff = z.infer<typeof ZCommunityTariff>;

/**
 * The reader's company's plan: the live one (`plan` null when none), what is left of its opens this period and when
 * the period ends, whether the demo was used, and a payment started and not yet confirmed by the provider.
 * `is_owner`: the reader may pay and cancel; other members are told to ask the owner.
 */
export const ZCommunityPlanState = z
  .object({
    plan: ZCommunityPlanName.nullable(),
    status: z.enum(['active', 'past_due']).nullable(),
    opens_left: z.number().int(),
    period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    demo_used: z.boolean(),
    pending_order: ZOrder.nullable(),
    is_owner: z.boolean(),
  })
  .meta({ id: 'CommunityPlanState' });
export type TCommunityPlanState = z.infer<typeof ZCommunityPlanState>;

/** `GET community/tariffs`: the plans for anyone, and the company's own state for a company account. */
export const ZCommunityTariffs = dataOf(
  z.object({ tariffs: z.array(ZCommunityTariff), company: ZCommunityPlanState.nullable() }),
);
export type TCommunityTariffs = z.infer<typeof ZCommunityTariffs>['data'];
export const ZCommunityPlanStateAnswer = dataOf(ZCommunityPlanState);

export const ZCommunityPaidPlanParams = z.object({ id: z.enum(COMMUNITY_PAID_PLANS) });
export const ZPayCommunityPlanRequest = z.object({ promo_code: zPromoCode.optional() });
export type TPayCommunityPlanRequest = z.input<typeof ZPayCommunityPlanRequest>;

/** Where the plan is paid; `mailed_to_owner` when a member asked and the owner was sent the link. */
export const ZCommunityPaymentLink = dataOf(z.object({ url: z.string(), mailed_to_owner: z.boolean() }));
export type TCommunityPaymentLink = z.infer<typeof ZCommunityPaymentLink>['data'];

/** The signed-in candidate's place in the community: `PUT me/community` turns it on or off. */
export const ZCommunityMembership = dataOf(
  z
    .object({
      joined: z.boolean(),
      joined_at: z.string().nullable(),
      /** Only an approved profile may join. */
      can_join: z.boolean(),
    })
    .meta({ id: 'CommunityMembership' }),
);
export type TCommunityMembership = z.infer<typeof ZCommunityMembership>['data'];
export const ZCommunityMembershipRequest = z.object({ joined: z.boolean() });
export type TCommunityMembershipRequest = z.input<typeof ZCommunityMembershipRequest>;
