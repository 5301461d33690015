import { guardOnly } from '../../../lib/guard-only.server.ts';
import type { Route } from './+types/route';

/**
 * `/profile/job-openings`: a company's own job openings (spec section 2, company only). Until the vacancies issue
 * builds the list, an employer goes to the employer profile.
 */
export const loader = (args: Route.LoaderArgs) =>
  guardOnly(args, { guards: ['auth', 'company', 'check-relations'], fallback: '/profile/employer' });

// Never rendered: the loader always redirects. The vacancies issue replaces this module with the list.
export default function ProfileJobOpeningsGuard() {
  return null;
}
