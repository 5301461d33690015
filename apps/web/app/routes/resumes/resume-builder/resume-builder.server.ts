import { resumes } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/** The landing's data: the eleven templates, and a signed-in visitor's own resumes. */
export async function loadResumeBuilder(args: DataArgs) {
  const user = await requireUser(args, []);
  const locale = localeOfParams(args.params);
  const api = serverApi(args.context);
  const [templates, mine] = await Promise.all([
    callApi(api, resumes.listResumeTemplates, { locale }),
    user ? callApi(api, resumes.listMyResumes, { locale }) : null,
  ]);
  return {
    templates: orThrow(templates, { failure: 503 }).list,
    mine: mine ? orThrow(mine, { relay: [401], failure: 503 }).list : null,
  };
}
