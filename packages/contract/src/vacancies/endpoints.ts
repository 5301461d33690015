import { z } from 'zod';
import { errorsOf } from '../app-errors.ts';
import { ZCandidateListPage } from '../candidates/query.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, pagedListOf, ZOk } from '../envelope.ts';
import { ZJobsLandingQuery, ZJobsLandingResponse, ZLandingPagesQuery, ZLandingPagesResponse } from './landing.ts';
import { ZJobSuggestions, ZJobSuggestQuery, ZJobsQuery, ZJobsResponse } from './search.ts';
import {
  ZMyVacanciesQuery,
  ZMyVacancy,
  ZMyVacancyCounts,
  ZSaveVacancyRequest,
  ZVacancy,
  ZVacancyBonusRequest,
  ZVacancyCandidatesQuery,
  ZVacancyCard,
  ZVacancyIdParams,
  ZVacancySlugParams,
  ZVacancySlugResult,
  ZVacancyStateRequest,
} from './vacancy.ts';

const endpoint = endpointsOf({ tags: ['vacancies'], auth: 'required' });
/** Calls on one of the company's vacancies answer 404 for another company's, as for one that does not exist. */
const manageErrors = errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND', 'COMPANY_REQUIRED');

export const createVacancy = endpoint({
  method: 'POST',
  path: '/api/vacancies',
  summary: 'Post a vacancy (the vacancy wizard); it waits for moderation',
  body: ZSaveVacancyRequest,
  status: 201,
  response: dataOf(ZVacancy),
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'COMPANY_PREMIUM_REQUIRED', 'UNKNOWN_REFERENCE'),
});
export const getVacancy = endpoint({
  method: 'GET',
  path: '/api/vacancies/{id}',
  summary: 'One vacancy by id (before approval only its company and admins see it)',
  auth: 'optional',
  params: ZVacancyIdParams,
  response: dataOf(ZVacancy),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND'),
});
export const updateVacancy = endpoint({
  method: 'PUT',
  path: '/api/vacancies/{id}',
  summary: 'Edit a vacancy of the company; it goes back to moderation',
  params: ZVacancyIdParams,
  body: ZSaveVacancyRequest,
  response: dataOf(ZVacancy),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND', 'COMPANY_REQUIRED', 'UNKNOWN_REFERENCE'),
});
export const deleteVacancy = endpoint({
  method: 'DELETE',
  path: '/api/vacancies/{id}',
  summary: 'Delete a vacancy of the company',
  params: ZVacancyIdParams,
  response: ZOk,
  errors: manageErrors,
});
export const getVacancyBySlug = endpoint({
  method: 'GET',
  path: '/api/vacancies/slug/{slug}',
  summary: 'One vacancy by its slug: the vacancy page',
  auth: 'optional',
  params: ZVacancySlugParams,
  response: dataOf(ZVacancy.extend({ similar: z.array(ZVacancyCard) })),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND'),
});
export const getVacancySlug = endpoint({
  method: 'GET',
  path: '/api/vacancies/get-slug/{id}',
  summary: 'The slug of a vacancy by id, to link an old address to its page',
  auth: 'optional',
  params: ZVacancyIdParams,
  response: dataOf(ZVacancySlugResult),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND'),
});
export const listVacancyCandidates = endpoint({
  method: 'GET',
  path: '/api/vacancies/candidates',
  summary:
    'Listed candidates matching a vacancy of the company (specializations, technologies, seniority, place), most matches first, as anonymous cards',
  query: ZVacancyCandidatesQuery,
  response: ZCandidateListPage,
  errors: manageErrors,
});
export const listVipVacancies = endpoint({
  method: 'GET',
  path: '/api/vacancies/vip',
  summary: 'Open VIP vacancies, newest first (the home page and search carousel)',
  auth: 'none',
  response: dataOf(z.object({ list: z.array(ZVacancyCard) })),
  errors: {},
});
export const listLandingPages = endpoint({
  method: 'GET',
  path: '/api/vacancies/search/pages',
  summary: 'The job-openings landing pages that have vacancies, with their counts, for one continent',
  auth: 'none',
  query: ZLandingPagesQuery,
  response: ZLandingPagesResponse,
  errors: errorsOf('FORBIDDEN', 'CONTINENT_NOT_FOUND'),
});
export const listMyVacancies = endpoint({
  method: 'GET',
  path: '/api/me/vacancies',
  summary: 'The signed-in employer’s company’s vacancies, by moderation or state, with the count of each tab',
  query: ZMyVacanciesQuery,
  response: pagedListOf(ZMyVacancy, { counts: ZMyVacancyCounts }),
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
const flagCall = (method: 'POST' | 'DELETE', flag: 'vip' | 'bonus', summary: string) => ({
  method,
  path: `/api/me/vacancies/{id}/${flag}` as const,
  summary,
  params: ZVacancyIdParams,
  response: dataOf(ZMyVacancy),
});
export const addVacancyVip = endpoint({
  ...flagCall('POST', 'vip', 'Make an open vacancy VIP: highlighted and listed first'),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND', 'COMPANY_REQUIRED', 'VACANCY_NOT_LIVE', 'VIP_LIMIT_REACHED'),
});
export const removeVacancyVip = endpoint({
  ...flagCall('DELETE', 'vip', 'Stop a vacancy being VIP'),
  errors: manageErrors,
});
export const addVacancyBonus = endpoint({
  ...flagCall('POST', 'bonus', 'Offer a hiring bonus for the vacancy (in its currency)'),
  body: ZVacancyBonusRequest,
  errors: manageErrors,
});
export const removeVacancyBonus = endpoint({
  ...flagCall('DELETE', 'bonus', 'Withdraw the vacancy’s hiring bonus'),
  errors: manageErrors,
});
export const raiseVacancy = endpoint({
  method: 'PATCH',
  path: '/api/me/vacancies/{id}/published_at',
  summary: 'Raise an approved, open vacancy to the top of the newest (at most once per 24 hours)',
  params: ZVacancyIdParams,
  response: dataOf(ZMyVacancy),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND', 'COMPANY_REQUIRED', 'VACANCY_NOT_LIVE', 'RAISED_TOO_RECENTLY'),
});
export const setVacancyState = endpoint({
  method: 'PATCH',
  path: '/api/me/vacancies/{id}/state',
  summary: 'Pause, close or reopen a vacancy of the company (a closed one stays closed)',
  params: ZVacancyIdParams,
  body: ZVacancyStateRequest,
  response: dataOf(ZMyVacancy),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND', 'COMPANY_REQUIRED', 'VACANCY_CLOSED'),
});
export const searchJobs = endpoint({
  method: 'GET',
  path: '/api/jobs',
  summary: 'Search open vacancies: full text, every filter of the wizard, facet counts, sorting and paging',
  auth: 'none',
  query: ZJobsQuery,
  response: ZJobsResponse,
  errors: {},
});
export const getJobsLanding = endpoint({
  method: 'GET',
  path: '/api/jobs/landing',
  summary: 'A job-openings landing page: its title words, filters, canonical address, breadcrumbs and vacancies',
  auth: 'none',
  query: ZJobsLandingQuery,
  response: ZJobsLandingResponse,
  errors: errorsOf('FORBIDDEN', 'LANDING_NOT_FOUND'),
});
export const suggestJobs = endpoint({
  method: 'GET',
  path: '/api/search/jobs',
  summary: 'The header search box: vacancy titles and technologies matching what is typed',
  auth: 'none',
  query: ZJobSuggestQuery,
  response: dataOf(ZJobSuggestions),
  errors: {},
});
export const getSearchVacancy = endpoint({
  method: 'GET',
  path: '/api/search/vacancy/{slug}',
  summary: 'The search box’s pick: an open vacancy’s card by its slug',
  auth: 'none',
  params: ZVacancySlugParams,
  response: dataOf(ZVacancyCard),
  errors: errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND'),
});

export { importVacancy } from './import-endpoints.ts';
export { getSalaryOverview, getSalaryReport } from './salary-endpoints.ts';
