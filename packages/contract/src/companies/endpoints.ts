import { z } from 'zod';
import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf, pagedListOf, ZOk } from '../envelope.ts';
import { ZVacancyCard } from '../vacancies/vacancy.ts';
import {
  ZCompaniesPage,
  ZCompany,
  ZCompanyDetails,
  ZCompanyIdParams,
  ZCompanyNoteRequest,
  ZCompanyRefById,
  ZCompanyRefBySlug,
  ZCompanySuggestion,
  ZCompanyVacanciesQuery,
  ZCreateCompanyRequest,
  ZListCompaniesQuery,
  ZSaveCompanyRequest,
  ZSearchCompaniesQuery,
} from './company.ts';
import {
  ZAddEmployerRequest,
  ZAddEmployerResult,
  ZEmployer,
  ZEmployerIdParams,
  ZRecruiter,
  ZTeamInvitation,
  ZTeamInvitationParams,
  ZTeamRequest,
  ZTeamRequestParams,
  ZUpdateEmployerRequest,
} from './team.ts';

const endpoint = endpointsOf({ tags: ['companies'], auth: 'required' });

export const createCompany = endpoint({
  method: 'POST',
  path: '/api/companies',
  summary: 'Register the signed-in employer’s company (the add-company wizard)',
  body: ZCreateCompanyRequest,
  status: 201,
  response: dataOf(ZCompany),
  errors: errorsOf('FORBIDDEN', 'COMPANY_ALREADY_EXISTS', 'UNKNOWN_REFERENCE'),
});
export const listCompanies = endpoint({
  method: 'GET',
  path: '/api/companies',
  summary: 'Approved public companies, filtered and paged',
  auth: 'none',
  query: ZListCompaniesQuery,
  response: ZCompaniesPage,
  errors: {},
});
export const searchCompanies = endpoint({
  method: 'GET',
  path: '/api/companies/search',
  summary: 'Companies whose name matches, for a search box or the join form',
  auth: 'none',
  query: ZSearchCompaniesQuery,
  response: listOf(ZCompanySuggestion),
  errors: {},
});
export const getCompany = endpoint({
  method: 'GET',
  path: '/api/companies/{company}',
  summary: 'One company by its slug (its team sees it before approval)',
  auth: 'optional',
  params: ZCompanyRefBySlug,
  response: dataOf(ZCompanyDetails),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND'),
});
export const updateCompany = endpoint({
  method: 'PUT',
  path: '/api/companies/{company}',
  summary: 'Edit the company (its owner or a team admin)',
  params: ZCompanyRefById,
  body: ZSaveCompanyRequest,
  response: dataOf(ZCompany),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'UNKNOWN_REFERENCE', 'OWNER_ONLY'),
});
export const joinCompany = endpoint({
  method: 'POST',
  path: '/api/companies/{id}/join',
  summary: 'Ask to join an existing company’s team; its owner accepts or declines',
  params: ZCompanyIdParams,
  status: 201,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'ALREADY_IN_COMPANY'),
});
export const saveCompanyNote = endpoint({
  method: 'POST',
  path: '/api/companies/{id}/note',
  summary: 'Keep a private note about a company (only its writer sees it)',
  params: ZCompanyIdParams,
  body: ZCompanyNoteRequest,
  response: dataOf(z.object({ note: z.string() })),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND'),
});
export const deleteCompanyNote = endpoint({
  method: 'DELETE',
  path: '/api/companies/{id}/note',
  summary: 'Remove the signed-in user’s note about a company',
  params: ZCompanyIdParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND'),
});
export const listCompanyVacancies = endpoint({
  method: 'GET',
  path: '/api/companies/{id}/vacancies',
  summary: 'The company’s open job openings, newest first, a page at a time',
  auth: 'none',
  params: ZCompanyIdParams,
  query: ZCompanyVacanciesQuery,
  response: pagedListOf(ZVacancyCard),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND'),
});
export const listTeamRequests = endpoint({
  method: 'GET',
  path: '/api/me/company/team/requests',
  summary: 'Requests to join the signed-in owner’s company',
  response: listOf(ZTeamRequest),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'OWNER_ONLY'),
});
export const acceptTeamRequest = endpoint({
  method: 'POST',
  path: '/api/me/company/team/requests/{id}/accept',
  summary: 'Let the requester into the team',
  params: ZTeamRequestParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'TEAM_REQUEST_NOT_FOUND', 'OWNER_ONLY'),
});
export const declineTeamRequest = endpoint({
  method: 'POST',
  path: '/api/me/company/team/requests/{id}/decline',
  summary: 'Turn the request down',
  params: ZTeamRequestParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'TEAM_REQUEST_NOT_FOUND', 'OWNER_ONLY'),
});
export const listEmployers = endpoint({
  method: 'GET',
  path: '/api/employers',
  summary: 'The signed-in employer’s team',
  response: listOf(ZEmployer),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND'),
});
export const updateMyEmployer = endpoint({
  method: 'PUT',
  path: '/api/employers',
  summary:
    'Edit a team card’s name and position: the signed-in employer’s own, or with `id` a colleague’s (owner and admins)',
  body: ZUpdateEmployerRequest,
  response: dataOf(ZEmployer),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'EMPLOYER_NOT_FOUND', 'CANNOT_CHANGE_OWNER', 'OWNER_ONLY'),
});
export const getEmployer = endpoint({
  method: 'GET',
  path: '/api/employers/{id}',
  summary: 'A recruiter of an approved company, as the public recruiter page shows them (their team sees more)',
  auth: 'optional',
  params: ZEmployerIdParams,
  response: dataOf(ZRecruiter),
  errors: errorsOf('FORBIDDEN', 'EMPLOYER_NOT_FOUND'),
});
export const addEmployer = endpoint({
  method: 'POST',
  path: '/api/employers/add',
  summary:
    'Invite a colleague by e-mail: a company account accepts or declines in its profile, any other address is mailed a sign-up link',
  body: ZAddEmployerRequest,
  status: 201,
  response: dataOf(ZAddEmployerResult),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'ALREADY_IN_COMPANY', 'OWNER_ONLY'),
});
const teamAction = (action: 'block' | 'unlock' | 'mark-as-admin', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/api/employers/{id}/${action}`,
    summary,
    params: ZEmployerIdParams,
    response: dataOf(ZEmployer),
    errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'EMPLOYER_NOT_FOUND', 'CANNOT_CHANGE_OWNER', 'OWNER_ONLY'),
  });
export const blockEmployer = teamAction('block', 'Block a team member: their sessions end at once');
export const unlockEmployer = teamAction('unlock', 'Let a blocked team member back in');
export const markEmployerAsAdmin = teamAction('mark-as-admin', 'Give a team member the owner’s team rights');
export * from './image-endpoints.ts';
export * from './review-endpoints.ts';
export const listMyTeamInvitations = endpoint({
  method: 'GET',
  path: '/api/me/team-invitations',
  summary: 'Open invitations to join a team, for the signed-in company account’s confirmed address',
  response: listOf(ZTeamInvitation),
  errors: errorsOf('FORBIDDEN'),
});
const invitationAnswer = (answer: 'accept' | 'decline', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/api/me/team-invitations/{id}/${answer}`,
    summary,
    params: ZTeamInvitationParams,
    response: ZOk,
    errors:
      answer === 'accept'
        ? errorsOf('FORBIDDEN', 'TEAM_INVITATION_NOT_FOUND', 'ALREADY_IN_COMPANY')
        : errorsOf('FORBIDDEN', 'TEAM_INVITATION_NOT_FOUND'),
  });
export const acceptTeamInvitation = invitationAnswer(
  'accept',
  'Join the inviting team; a request of one’s own to join another company is withdrawn',
);
export const declineTeamInvitation = invitationAnswer('decline', 'Turn the invitation down; nothing else changes');
