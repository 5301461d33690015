import type { TJobsLanding } from '@hushwork/contract';

/**
 * The values a landing page's words take: the names the API gives in the page's language (its title values, and its
 * breadcrumbs' for any the title values leave out).
 */
export function landingWordsOf(landing: TJobsLanding): Record<string, string> {
  const values: Record<string, string> = {};
  for (const crumb of landing.breadcrumbs) if (crumb.name) values[crumb.kind] = crumb.name;
  return Object.assign(values, landing.title_params);
}
