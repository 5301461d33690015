import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZItemStatistics } from './item-statistics.ts';
import { ZAdminItemParams } from './moderation.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });
const numbers = 'views, applications, responses and hires, in total and per day over the last 30 days';

export const getAdminCandidateStatistics = endpoint({
  method: 'GET',
  path: '/api/admin/candidates/{id}/statistics',
  summary: `Admins: one candidate’s ${numbers}`,
  params: ZAdminItemParams,
  response: ZItemStatistics,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});
export const getAdminCompanyStatistics = endpoint({
  method: 'GET',
  path: '/api/admin/companies/{id}/statistics',
  summary: `Admins: one company’s ${numbers}`,
  params: ZAdminItemParams,
  response: ZItemStatistics,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});
export const getAdminEmployerStatistics = endpoint({
  method: 'GET',
  path: '/api/admin/employers/{id}/statistics',
  summary: `Admins: one employer’s (an employer account’s, over the vacancies they posted) ${numbers}`,
  params: ZAdminItemParams,
  response: ZItemStatistics,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND', 'ADMIN_USER_NOT_FOUND'),
});
export const getAdminVacancyStatistics = endpoint({
  method: 'GET',
  path: '/api/admin/vacancies/{id}/statistics',
  summary: `Admins: one vacancy’s ${numbers}`,
  params: ZAdminItemParams,
  response: ZItemStatistics,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});
