import { resumes } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { resumeIdOf } from '../cv/cv.server.ts';
import type { Route } from './+types/route';

/** `/cv/pdf/{id}`: a shared resume's PDF, for anyone; hidden or unknown is a 404 like its page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = resumeIdOf(params);
  const api = serverApi(context);
  const locale = localeOfParams(params);
  // The view names the file and says whether search engines may keep it; it is a 404 exactly when the page is.
  const view = orThrow(await callApi(api, resumes.viewResumeHtml, { params: { id }, locale }), {
    notFound: 'client-errors',
  });
  if (!view.shared) throw new Response(null, { status: 404 });
  const answer = await callApi(api, resumes.downloadResumePdf, { params: { id }, locale });
  const pdf = orThrow(answer, { notFound: 'client-errors' }) as unknown;
  if (!(pdf instanceof Uint8Array)) throw new Response(null, { status: 503 });
  // "Name — Position" as "Name - Position": a dash a file system takes, and no double space where it was.
  const base = view.title
    .replace(/\s*[—–]\s*/gu, ' - ')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name = `${base || 'resume'}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
      ...(view.indexable ? {} : { 'x-robots-tag': 'noindex' }),
    },
  });
}
