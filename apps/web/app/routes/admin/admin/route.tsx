import { guardOnly } from '../../../lib/guard-only.server.ts';
import type { Route } from './+types/route';

/** `/admin`: admins only (spec section 6); until the admin dashboard lands, admins go to their profile. */
export const loader = (args: Route.LoaderArgs) =>
  guardOnly(args, { guards: ['auth', 'admin'], fallback: '/admin/profile' });

// Never rendered: the loader always redirects. The admin issue replaces this module with the dashboard.
export default function AdminGuard() {
  return null;
}
