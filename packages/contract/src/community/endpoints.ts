import { errorsOf } from '../app-errors.ts';
import { ZPaymentSession } from '../billing/order.ts';
import { endpointsOf } from '../endpoint.ts';
import {
  ZCommunityMemberAnswer,
  ZCommunityMemberParams,
  ZCommunityMembership,
  ZCommunityMembershipRequest,
  ZCommunityMembersPage,
  ZCommunityPaidPlanParams,
  ZCommunityPaymentLink,
  ZCommunityPlanStateAnswer,
  ZCommunitySearchQuery,
  ZCommunityTariffs,
  ZPayCommunityPlanRequest,
} from './community.ts';

const endpoint = endpointsOf({ tags: ['community'], auth: 'required' });

/** With the `COMMUNITY` flag off every call answers `COMMUNITY_NOT_OFFERED` (404) and nothing else. */
const READING = ['FORBIDDEN', 'COMMUNITY_NOT_OFFERED', 'COMPANY_REQUIRED'] as const;
const PAYING = ['FORBIDDEN', 'COMMUNITY_NOT_OFFERED', 'COMPANY_REQUIRED', 'OWNER_ONLY'] as const;

export const searchCommunity = endpoint({
  method: 'GET',
  path: '/api/community/search',
  summary: 'Find community members: anonymous cards, with name and contacts where the company opened them',
  query: ZCommunitySearchQuery,
  response: ZCommunityMembersPage,
  errors: errorsOf(...READING),
});
export const getCommunityTariffs = endpoint({
  method: 'GET',
  path: '/api/community/tariffs',
  summary: 'The community plans with their prices and, for a company account, its plan and opens left',
  auth: 'optional',
  response: ZCommunityTariffs,
  errors: errorsOf('COMMUNITY_NOT_OFFERED'),
});
export const getCommunityMember = endpoint({
  method: 'GET',
  path: '/api/community/{id}',
  summary: 'One community member’s card, opened or anonymous',
  params: ZCommunityMemberParams,
  response: ZCommunityMemberAnswer,
  errors: errorsOf(...READING, 'COMMUNITY_MEMBER_NOT_FOUND'),
});
export const openCommunityMember = endpoint({
  method: 'POST',
  path: '/api/community/{id}/open',
  summary: 'Open a member’s name and contacts to the company for one of its plan’s opens (again: free)',
  params: ZCommunityMemberParams,
  response: ZCommunityMemberAnswer,
  errors: errorsOf(...READING, 'COMMUNITY_MEMBER_NOT_FOUND', 'COMMUNITY_PLAN_REQUIRED', 'COMMUNITY_NO_OPENS_LEFT'),
});
export const startCommunityDemo = endpoint({
  method: 'POST',
  path: '/api/community/tariffs/demo',
  summary: 'Start the free demo plan (once per company; the owner)',
  status: 201,
  response: ZCommunityPlanStateAnswer,
  errors: errorsOf(...PAYING, 'COMMUNITY_DEMO_USED', 'COMMUNITY_PLAN_ACTIVE'),
});
export const unsubscribeCommunityPlan = endpoint({
  method: 'POST',
  path: '/api/community/tariffs/unsubscribe',
  summary: 'Stop renewing the community plan: it lasts to the end of the paid period (the owner)',
  response: ZCommunityPlanStateAnswer,
  errors: errorsOf(...PAYING, 'SUBSCRIPTION_NOT_FOUND', 'PAYMENT_PROVIDER_UNAVAILABLE'),
});
export const communityPaymentLink = endpoint({
  method: 'POST',
  path: '/api/community/tariffs/{id}/payment-link',
  summary: 'The page where the plan is paid; a member asking has it mailed to the company owner',
  params: ZCommunityPaidPlanParams,
  response: ZCommunityPaymentLink,
  errors: errorsOf(...READING),
});
export const payCommunityPlan = endpoint({
  method: 'POST',
  path: '/api/community/tariffs/{id}/pay',
  summary: 'Subscribe the company to a community plan; answers the payment to confirm with the card form (the owner)',
  params: ZCommunityPaidPlanParams,
  body: ZPayCommunityPlanRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(
    ...PAYING,
    'COMMUNITY_PLAN_ACTIVE',
    'ALREADY_SUBSCRIBED',
    'PROMO_CODE_INVALID',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ),
});
export const getMyCommunityMembership = endpoint({
  method: 'GET',
  path: '/api/me/community',
  summary: 'Whether the signed-in candidate is in the community directory, and whether they may join',
  response: ZCommunityMembership,
  errors: errorsOf('FORBIDDEN', 'COMMUNITY_NOT_OFFERED', 'CANDIDATE_PROFILE_MISSING'),
});
export const setMyCommunityMembership = endpoint({
  method: 'PUT',
  path: '/api/me/community',
  summary: 'Join the community directory (companies with a plan may open your name and contacts) or leave it',
  body: ZCommunityMembershipRequest,
  response: ZCommunityMembership,
  errors: errorsOf('FORBIDDEN', 'COMMUNITY_NOT_OFFERED', 'CANDIDATE_PROFILE_MISSING', 'COMMUNITY_PROFILE_NOT_APPROVED'),
});
