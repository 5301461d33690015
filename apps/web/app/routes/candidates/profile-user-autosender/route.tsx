import { guardOnly } from '../../../lib/guard-only.server.ts';
import type { Route } from './+types/route';

/**
 * `/profile/user/autosender`: a worker's page (spec section 2), held back with the resume builder, which mails the
 * resumes it sends (live-sections.ts): the guards run, then the worker goes to the profile instead of a tab that
 * could only say "coming soon".
 */
export const loader = (args: Route.LoaderArgs) =>
  guardOnly(args, { guards: ['auth', 'worker', 'has-resume'], fallback: '/profile/user' });

// Never rendered: the loader always redirects. The resume builder's issue replaces this module with the tab.
export default function AutosenderGuard() {
  return null;
}
