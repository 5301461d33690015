import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf, ZOk } from '../envelope.ts';
import {
  ZAddExternalFeedRequest,
  ZExternalCompanyParams,
  ZExternalCompanyRating,
  ZExternalFeed,
  ZExternalFeedIdParams,
  ZExternalJob,
  ZExternalJobIdParams,
  ZExternalJobSlugParams,
  ZExternalJobsPage,
  ZExternalJobsQuery,
  ZExternalQuickApplied,
  ZExternalQuickApplyRequest,
  ZExternalRatingRequest,
} from './external-job.ts';

const endpoint = endpointsOf({ tags: ['external-jobs'], auth: 'required' });

export const listExternalJobs = endpoint({
  method: 'GET',
  path: '/api/external-jobs',
  summary: 'Jobs published on other sites (from the feeds admins configure): search, filters and paging, newest first',
  auth: 'none',
  query: ZExternalJobsQuery,
  response: ZExternalJobsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const getExternalJob = endpoint({
  method: 'GET',
  path: '/api/external-jobs/info/{slug}',
  summary: 'One external job with its description and its company’s rating (the reader’s own when signed in)',
  auth: 'optional',
  params: ZExternalJobSlugParams,
  response: dataOf(ZExternalJob),
  errors: errorsOf('FORBIDDEN', 'EXTERNAL_JOB_NOT_FOUND'),
});
export const quickApplyExternal = endpoint({
  method: 'POST',
  path: '/api/external-jobs/quick-apply/{vacancy}',
  summary:
    'Go to an external job’s own page to apply: records the click of a signed-in job seeker, or of a guest under the e-mail given, and answers the address',
  auth: 'optional',
  params: ZExternalJobIdParams,
  body: ZExternalQuickApplyRequest,
  response: ZExternalQuickApplied,
  errors: errorsOf('FORBIDDEN', 'EXTERNAL_JOB_NOT_FOUND', 'EXTERNAL_APPLY_EMAIL_REQUIRED'),
});
export const rateExternalCompany = endpoint({
  method: 'POST',
  path: '/api/external-jobs/company/{slug}/rating',
  summary: 'Rate the company behind external jobs from 1 to 5 (once per account; rating again replaces it)',
  params: ZExternalCompanyParams,
  body: ZExternalRatingRequest,
  response: dataOf(ZExternalCompanyRating),
  errors: errorsOf('FORBIDDEN', 'EXTERNAL_COMPANY_NOT_FOUND'),
});
export const listExternalFeeds = endpoint({
  method: 'GET',
  path: '/api/external-jobs/feeds',
  summary: 'Admins: the JSON and RSS feeds external jobs are fetched from, with how the last fetch went',
  response: listOf(ZExternalFeed),
  errors: errorsOf('FORBIDDEN'),
});
export const addExternalFeed = endpoint({
  method: 'POST',
  path: '/api/external-jobs/feeds',
  summary: 'Admins: add a JSON or RSS/Atom feed of jobs; the queue fetches it with the safe fetcher',
  body: ZAddExternalFeedRequest,
  status: 201,
  response: dataOf(ZExternalFeed),
  errors: errorsOf(
    'FORBIDDEN',
    'EXTERNAL_FEED_EXISTS',
    'EXTERNAL_FEEDS_LIMIT_REACHED',
    'FETCH_URL_INVALID',
    'FETCH_SCHEME_NOT_ALLOWED',
  ),
});
export const removeExternalFeed = endpoint({
  method: 'DELETE',
  path: '/api/external-jobs/feeds/{id}',
  summary: 'Admins: remove a feed and the jobs it brought',
  params: ZExternalFeedIdParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'EXTERNAL_FEED_NOT_FOUND'),
});
