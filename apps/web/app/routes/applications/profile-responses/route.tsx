import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';

/**
 * `/profile/responses`: no page of its own. The `responses` guard sends it on to the candidates tab keeping the query
 * (spec section 2), where a worker is sent on to their own tab; a guest signs in first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['auth', 'responses']);
  return null;
}

export default function ProfileResponses() {
  return null;
}
