import { runGuards } from '../../../lib/guards.server.ts';
import type { Route } from './+types/route';

/** `/profile` is a signpost: each role goes to its own landing page (spec section 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.currentUser();
  runGuards(['auth', 'profile'], { request, user });
  return null;
}

export default function Profile() {
  return null;
}
