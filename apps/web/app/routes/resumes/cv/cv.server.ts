import { resumes, ZResumeId } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

/** The id of a `/cv/…` address, or the site's 404 for anything that cannot be one. */
export function resumeIdOf(params: { id?: string }): string {
  const id = ZResumeId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

/**
 * `/cv/{id}`: a shared resume drawn by its template. Hidden, unknown or never shared is the site's 404, the same
 * for all; search engines are told to keep away unless the owner let them (`indexable`).
 */
export async function loadCv({ params, context }: DataArgs<{ id?: string }>) {
  const id = resumeIdOf(params);
  const answer = await callApi(serverApi(context), resumes.viewResumeHtml, {
    params: { id },
    locale: localeOfParams(params),
  });
  const view = orThrow(answer, { notFound: 'client-errors' });
  // The owner's session reads a hidden resume too; its public page is a 404 for everyone once hidden.
  if (!view.shared) throw data(null, { status: 404 });
  return data(
    { id, html: view.html, title: view.title, indexable: view.indexable },
    { headers: view.indexable ? {} : { 'X-Robots-Tag': 'noindex' } },
  );
}
