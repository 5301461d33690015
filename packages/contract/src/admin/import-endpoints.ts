import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZRecruiterImportAnswer, ZRecruiterImportRequest } from './import.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });

export const importDjinniRecruiters = endpoint({
  method: 'POST',
  path: '/api/admin/import/djinni-recruiter',
  summary:
    'Admins: import recruiters (employer accounts with their companies) from a CSV or JSON file; `dry_run` reports ' +
    'per row what a run would create, update, leave or refuse, without a change. Safe to run twice; nobody is mailed',
  contentType: 'multipart/form-data',
  body: ZRecruiterImportRequest,
  response: ZRecruiterImportAnswer,
  errors: errorsOf(
    'FORBIDDEN',
    'IMPORT_FILE_NOT_TEXT',
    'IMPORT_FILE_MALFORMED',
    'IMPORT_FILE_EMPTY',
    'IMPORT_COLUMNS_MISSING',
    'IMPORT_TOO_MANY_ROWS',
  ),
});
