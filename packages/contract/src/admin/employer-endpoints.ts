import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZOk } from '../envelope.ts';
import {
  ZAdminAutocompleteQuery,
  ZAdminCompanyCreate,
  ZAdminCompanySaved,
  ZAdminCompanySuggestions,
  ZAdminCompanyUpdate,
  ZAdminEmployerCreate,
  ZAdminEmployerCreated,
  ZAdminEmployerDetail,
  ZAdminEmployerSuggestions,
  ZAdminEmployersPage,
  ZAdminEmployersQuery,
  ZAdminEmployerUpdate,
} from './employers.ts';
import { ZAdminItemParams } from './moderation.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });

export const autocompleteAdminCompanies = endpoint({
  method: 'GET',
  path: '/api/admin/companies/autocomplete',
  summary: 'Admins: the first companies whose name starts with the text, any status (for an employer’s company field)',
  query: ZAdminAutocompleteQuery,
  response: ZAdminCompanySuggestions,
  errors: errorsOf('FORBIDDEN'),
});
export const createAdminCompany = endpoint({
  method: 'POST',
  path: '/api/admin/companies',
  summary: 'Admins: create an approved company, owned by an existing employer account or by nobody yet',
  body: ZAdminCompanyCreate,
  status: 201,
  response: ZAdminCompanySaved,
  errors: errorsOf('FORBIDDEN', 'UNKNOWN_REFERENCE'),
});
export const updateAdminCompany = endpoint({
  method: 'PUT',
  path: '/api/admin/companies/{id}',
  summary: 'Admins: edit a company’s public fields (its logo and moderation status stay)',
  params: ZAdminItemParams,
  body: ZAdminCompanyUpdate,
  response: ZAdminCompanySaved,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND', 'UNKNOWN_REFERENCE'),
});
export const deleteAdminCompany = endpoint({
  method: 'DELETE',
  path: '/api/admin/companies/{id}',
  summary:
    'Admins: remove a company: its vacancies close and leave search, its members are detached, it is no longer listed',
  params: ZAdminItemParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});

export const listAdminEmployers = endpoint({
  method: 'GET',
  path: '/api/admin/employers',
  summary: 'Admins: every company account with its company and place in the team, searched by name or e-mail',
  query: ZAdminEmployersQuery,
  response: ZAdminEmployersPage,
  errors: errorsOf('FORBIDDEN'),
});
export const autocompleteAdminEmployers = endpoint({
  method: 'GET',
  path: '/api/admin/employers/autocomplete',
  summary: 'Admins: the first company accounts whose name or e-mail starts with the text',
  query: ZAdminAutocompleteQuery,
  response: ZAdminEmployerSuggestions,
  errors: errorsOf('FORBIDDEN'),
});
export const getAdminEmployer = endpoint({
  method: 'GET',
  path: '/api/admin/employers/{id}',
  summary: 'Admins: one company account’s facts, its company and its place in the team',
  params: ZAdminItemParams,
  response: ZAdminEmployerDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_EMPLOYER_NOT_FOUND'),
});
export const createAdminEmployer = endpoint({
  method: 'POST',
  path: '/api/admin/employers',
  summary:
    'Admins: create a company account without a password, optionally in a company; no mail until its owner claims it by “forgot password”',
  body: ZAdminEmployerCreate,
  status: 201,
  response: ZAdminEmployerCreated,
  errors: errorsOf('FORBIDDEN', 'USER_ALREADY_EXIST', 'UNKNOWN_REFERENCE'),
});
export const updateAdminEmployer = endpoint({
  method: 'PUT',
  path: '/api/admin/employers/{id}',
  summary: 'Admins: change a company account’s name, e-mail, company and owner flag',
  params: ZAdminItemParams,
  body: ZAdminEmployerUpdate,
  response: ZAdminEmployerDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_EMPLOYER_NOT_FOUND', 'USER_ALREADY_EXIST', 'UNKNOWN_REFERENCE'),
});
