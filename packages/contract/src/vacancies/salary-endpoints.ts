import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZSalaryOverviewResponse, ZSalaryReportParams, ZSalaryReportQuery, ZSalaryReportResponse } from './salaries.ts';

const endpoint = endpointsOf({ tags: ['vacancies'], auth: 'none' });

export const getSalaryOverview = endpoint({
  method: 'GET',
  path: '/api/salaries',
  summary: 'Monthly salaries in US dollars by technology and by seniority, from open vacancies (median and quartiles)',
  response: ZSalaryOverviewResponse,
  errors: errorsOf('FORBIDDEN'),
});
export const getSalaryReport = endpoint({
  method: 'GET',
  path: '/api/salaries/{technology}',
  summary:
    'One technology’s monthly salaries, optionally at one seniority and in one country, by seniority and country',
  params: ZSalaryReportParams,
  query: ZSalaryReportQuery,
  response: ZSalaryReportResponse,
  errors: errorsOf('FORBIDDEN', 'SALARY_REPORT_NOT_FOUND'),
});
