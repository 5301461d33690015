import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/** `/profile` is a signpost: each role goes to its own landing page (spec section 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['auth', 'profile']);
  return null;
}

export default function Profile() {
  return null;
}
