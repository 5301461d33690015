import { type TJobsQueryOutput, ZJobsQuery } from '@hushwork/contract';
import { filtersOfUrl } from '../../../lib/query-params.ts';

/**
 * The job search's query from the page's address. Filters live in the address, so a search can be shared and works
 * without JavaScript; a value the API would refuse (a hand-edited `seniority=guru`) is left out instead of turning
 * the whole page into an error.
 */
export const jobsQueryOf = (url: URL): TJobsQueryOutput => filtersOfUrl(url, ZJobsQuery);
