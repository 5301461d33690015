import { CONTENT, content } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { splitLocale } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';

/** The legal documents share one page; which one is shown follows the path. */
export async function loadLegalPage({ request, params, context }: DataArgs) {
  const name = splitLocale(new URL(request.url).pathname).path.slice(1);
  const page = CONTENT.pages.find((candidate) => candidate === name);
  if (!page) throw new Response(null, { status: 404 });
  const answer = await callApi(serverApi(context), content.getPage, {
    params: { name: page },
    locale: localeOfParams(params),
  });
  return { page: orThrow(answer, { failure: 500 }) };
}
