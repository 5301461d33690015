import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { FETCH_ERRORS } from '../fetch-errors.ts';
import { ZImportVacancyRequest, ZVacancyImport } from './import.ts';

const endpoint = endpointsOf({ tags: ['vacancies'], auth: 'required' });

export const importVacancy = endpoint({
  method: 'POST',
  path: '/api/vacancies/import',
  summary:
    'Read a job page on another site (its JobPosting JSON-LD, else its HTML) and answer the vacancy wizard’s fields; creates nothing',
  body: ZImportVacancyRequest,
  response: dataOf(ZVacancyImport),
  errors: { ...errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'VACANCY_IMPORT_EMPTY'), ...FETCH_ERRORS },
});
