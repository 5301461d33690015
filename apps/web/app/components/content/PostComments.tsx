import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { CONTENT, content, type TPostComment } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { formMessageOf } from '../../lib/form-reply.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';

const CONTROLS = ['intent', 'id', 'post_id'];

type Reply = SubmissionResult<string[]> | null | undefined;

/** A comment or an answer to one: a comment names the article (`id` = the post), an answer the comment it answers. */
function CommentForm({
  postId,
  intent,
  target,
  label,
  submitLabel,
  hint,
  reply,
}: {
  postId: number;
  intent: 'comment' | 'reply';
  target: number;
  label: string;
  submitLabel: string;
  hint?: string;
  reply: Reply;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(content.commentPost.body, {
    id: `${intent}-${target}`,
    lastResult: reply,
    controls: CONTROLS,
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={target} />
      <input type="hidden" name="post_id" value={postId} />
      <FormAlert message={formMessageOf(reply)} />
      <TextAreaField
        meta={fields.text}
        label={label}
        rows={3}
        autosize
        maxLength={CONTENT.commentMax}
        {...(hint ? { description: hint } : {})}
        className=""
      />
      <Button type="submit" busy={busy} className="mt-3">
        {submitLabel}
      </Button>
    </Form>
  );
}

/** Who wrote a comment, as readers may know it: a role, never a name. */
function Byline({ comment }: { comment: Pick<TPostComment, 'author_role' | 'created_at'> }) {
  const { t } = useTranslation('Content');
  const locale = useLocale();
  return (
    <p className="text-sm text-muted">
      {t(`author.${comment.author_role}`)} ·{' '}
      <time dateTime={comment.created_at}>{dateText(comment.created_at, locale, 'short')}</time>
    </p>
  );
}

/**
 * The article's approved comments, each with its answers and a form to answer it, then the form for a new comment.
 * A guest may write too: the text waits in the browser while they sign in (spec section 4).
 */
export function PostComments({
  postId,
  comments,
  isGuest,
  reply,
  replyTo,
  isCreated,
}: {
  postId: number;
  comments: TPostComment[];
  isGuest: boolean;
  reply: Reply;
  /** Which form the last refusal belongs to: the id it posted (the article's for a new comment). */
  replyTo: string | undefined;
  isCreated: boolean;
}) {
  const { t } = useTranslation('Content');
  const hint = isGuest ? t('guestCommentHint') : t('moderationHint');
  const replyOf = (target: number) => (replyTo === String(target) ? reply : undefined);
  return (
    <section aria-labelledby="comments" className="mt-10">
      <h2 id="comments" className="text-2xl font-semibold">
        {t('comments', { count: comments.length })}
      </h2>
      {isCreated ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-800">
          {t('commentCreated')}
        </p>
      ) : null}
      {comments.length === 0 ? <p className="mt-2 text-muted">{t('noComments')}</p> : null}
      <ul className="mt-4 space-y-4">
        {comments.map((comment) => (
          <li key={comment.id} id={`comment-${comment.id}`} className="rounded-xl bg-neutral-50 p-4">
            <Byline comment={comment} />
            <p className="mt-1 whitespace-pre-line">{comment.text}</p>
            {comment.replies.length > 0 ? (
              <ul className="mt-3 space-y-3 border-s-2 border-neutral-200 ps-4">
                {comment.replies.map((answer) => (
                  <li key={answer.id} id={`comment-${answer.id}`}>
                    <Byline comment={answer} />
                    <p className="mt-1 whitespace-pre-line">{answer.text}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            <details className="mt-3" open={replyOf(comment.id) ? true : undefined}>
              <summary className="cursor-pointer text-sm font-semibold underline-offset-2 hover:underline">
                {t('answer')}
              </summary>
              <CommentForm
                postId={postId}
                intent="reply"
                target={comment.id}
                label={t('yourAnswer')}
                submitLabel={t('sendAnswer')}
                hint={hint}
                reply={replyOf(comment.id)}
              />
            </details>
          </li>
        ))}
      </ul>
      <div className="mt-6 max-w-2xl">
        <CommentForm
          postId={postId}
          intent="comment"
          target={postId}
          label={t('yourComment')}
          submitLabel={t('sendComment')}
          hint={hint}
          reply={replyOf(postId)}
        />
      </div>
    </section>
  );
}
