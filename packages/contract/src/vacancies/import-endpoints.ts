import { defineEndpoint } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { FETCH_ERRORS } from '../fetch-errors.ts';
import { VACANCY_ERRORS } from './errors.ts';
import { VACANCY_IMPORT_ERRORS, ZImportVacancyRequest, ZVacancyImport } from './import.ts';

export const importVacancy = defineEndpoint({
  method: 'POST',
  path: '/api/vacancies/import',
  summary:
    'Read a job page on another site (its JobPosting JSON-LD, else its HTML) and answer the vacancy wizard’s fields; creates nothing',
  tags: ['vacancies'],
  auth: 'required',
  body: ZImportVacancyRequest,
  response: dataOf(ZVacancyImport),
  errors: {
    FORBIDDEN: 403,
    COMPANY_REQUIRED: VACANCY_ERRORS.COMPANY_REQUIRED,
    ...FETCH_ERRORS,
    ...VACANCY_IMPORT_ERRORS,
  },
});
