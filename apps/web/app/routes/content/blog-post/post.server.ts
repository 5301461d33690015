import { content } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

type Args = DataArgs<{ slug?: string }>;

/** The comment form and each answer form post here, told apart by `intent` (and the answered comment's `id`). */
const COMMENT_CONTROLS = ['intent', 'id', 'post_id'] as const;

/** One article in the page's language; an unknown slug is the 404 page. */
export async function loadPost({ request, params, context }: Args) {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Response(null, { status: 404 });
  const answer = await callApi(serverApi(context), content.getPost, {
    params: { id: slug },
    locale: localeOfParams(params),
  });
  const post = orThrow(answer, { failure: 500 });
  const isCreated = new URL(request.url).searchParams.get('action') === 'comment_created';
  return { post, isCreated };
}

/**
 * A rating, a comment or an answer. A guest's comment comes back checked (`pending`) for the page to keep while they
 * sign in (spec section 4); a guest's rating counts as theirs, by address and browser.
 */
export async function submitPost({ request, params, context }: Args) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const form = await request.clone().formData();
  if (form.get('intent') === 'rate') {
    const rating = Number(form.get('rating'));
    const postId = Number(form.get('post_id'));
    const answer = await callApi(api, content.ratePost, { body: { post_id: postId, rating }, locale });
    return { rated: answer.ok ? answer.data : null, ratingError: answer.ok ? null : answer.error.message };
  }
  const { submission, control } = await parseFormPost(request, content.commentPost.body, locale, COMMENT_CONTROLS);
  if (submission.status !== 'success') return { reply: replyInvalid(submission), replyTo: control('id') };
  const isAnswer = control('intent') === 'reply';
  const target = Number(control('id'));
  const answer = isAnswer
    ? await callApi(api, content.replyToComment, { params: { id: target }, body: submission.value, locale })
    : await callApi(api, content.commentPost, { params: { id: target }, body: submission.value, locale });
  if (!answer.ok && answer.status === 401) {
    return {
      reply: null,
      pending: {
        method: isAnswer ? ('reply' as const) : ('comment' as const),
        post_id: Number(control('post_id')),
        target_id: target,
        payload: submission.value,
      },
    };
  }
  if (!answer.ok) return { reply: replyWithFailure(submission, answer), replyTo: control('id') };
  throw redirect(`${new URL(request.url).pathname}?action=comment_created#comments`);
}
