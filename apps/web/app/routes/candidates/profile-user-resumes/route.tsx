import { guardOnly } from '../../../lib/guard-only.server.ts';
import type { Route } from './+types/route';

/**
 * `/profile/user/resumes`: the resumes made in the resume builder (spec section 2), held back with it
 * (live-sections.ts): the guards run, then the worker goes to the profile instead of an empty "coming soon" tab.
 */
export const loader = (args: Route.LoaderArgs) =>
  guardOnly(args, { guards: ['auth', 'worker', 'has-resume'], fallback: '/profile/user' });

// Never rendered: the loader always redirects. The resume builder's issue replaces this module with the tab.
export default function ResumesGuard() {
  return null;
}
