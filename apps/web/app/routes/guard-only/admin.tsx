import type { Route } from './+types/admin';
import { guardOnly } from './guard-only.server.ts';

/** `/admin`: admins only (spec section 6); until the admin dashboard lands, admins go to their profile. */
export const loader = (args: Route.LoaderArgs) =>
  guardOnly(args, { guards: ['auth', 'admin'], fallback: '/admin/profile' });

// Never rendered: the loader always redirects. The admin issue replaces this module with the dashboard.
export default function AdminGuard() {
  return null;
}
