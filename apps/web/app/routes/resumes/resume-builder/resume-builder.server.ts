import { resumes } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/**
 * The landing's data: a signed-in visitor's own resumes. The templates are the contract's reference data, drawn
 * without a call.
 */
export async function loadResumeBuilder(args: DataArgs) {
  const user = await requireUser(args, []);
  if (!user) return { mine: null };
  const answer = await callApi(serverApi(args.context), resumes.listMyResumes, { locale: localeOfParams(args.params) });
  return { mine: orThrow(answer, { relay: [401], failure: 503 }).list };
}
