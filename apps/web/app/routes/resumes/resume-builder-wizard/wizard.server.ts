import { ROLES, ZResumeId } from '@hushwork/contract';
import { data } from 'react-router';
import type { DataArgs } from '../../../lib/data-args.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/**
 * The wizard's page data: which resume (none on /create) and whether "Fill from my profile" is offered (a worker
 * with a candidate profile). The resume itself is read by the browser, which holds a guest's token.
 */
export async function loadWizard(args: DataArgs<{ id?: string }>) {
  const user = await requireUser(args, []);
  const id = args.params.id ?? null;
  if (id !== null && !ZResumeId.safeParse(id).success) throw data(null, { status: 404 });
  return { id, canFillFromProfile: user?.role_id === ROLES.worker && user.candidate !== null };
}
