import { keptAnswers } from '../../platform/db/kept-answers.ts';

/**
 * How long a top list (`cities/top`, `specializations/top`) is kept. They are asked for by every page's header and
 * footer, and each was four statements over reference data that changes only at a start's seed, ranked by live
 * counts that vacancies keeps five minutes anyway (`live-counts.ts`): a guest's `/register` spent about 6 ms of the
 * embedded database's one thread on them (issue 26, page renders against a bare renderer).
 */
export const topLists = keptAnswers(5 * 60_000);
