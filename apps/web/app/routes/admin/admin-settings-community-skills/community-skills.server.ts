import { admin, type TCommunitySkillsQuery } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { RENAME_CONTROLS } from './rename-form.ts';

function idOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && String(id) === value ? id : null;
}

/** The list's search, order and page from the address; its CSV export reads the same. */
export function communitySkillsQueryOf(url: URL): TCommunitySkillsQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  const sort = params.get('sort');
  return {
    q: params.get('search')?.trim().slice(0, 100) || undefined,
    sort: sort === 'name' || sort === 'usage' ? sort : undefined,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** `/admin/settings/community-skills`: the skills on profiles, and the one `?rename=<id>` asks to rename. */
export async function loadCommunitySkills({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const query = communitySkillsQueryOf(url);
  const page = orThrow(await callApi(serverApi(context), admin.listCommunitySkills, { query, locale }), {
    relay: [401],
  });
  const renameId = idOf(url.searchParams.get('rename'));
  const renaming = page.list.find((skill) => skill.id === renameId) ?? null;
  return { page, query, renaming };
}

/** Renames (or merges) one skill, then back to the list it came from, with the new name searched. */
export async function renameCommunitySkill({ request, params, context }: DataArgs): Promise<{ reply: FormReply }> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const { submission, control } = await parseFormPost(
    request,
    admin.updateCommunitySkill.body,
    locale,
    RENAME_CONTROLS,
  );
  const id = idOf(control('id'));
  if (!id) throw data(null, { status: 400 });
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const answer = await callApi(serverApi(context), admin.updateCommunitySkill, {
    params: { id },
    body: submission.value,
    locale,
  });
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  const words = serverI18nRuntime(locale, ['AdminSettings']).instanceFor(locale);
  const text = words.t(answer.data.merged ? 'AdminSettings:merged' : 'AdminSettings:renamed', {
    name: answer.data.name,
  });
  const back = new URL(request.url);
  back.searchParams.delete('rename');
  back.searchParams.set('search', answer.data.name);
  back.searchParams.delete('page');
  throw redirectWithToast(request, back.pathname + back.search, { tone: 'success', text });
}
