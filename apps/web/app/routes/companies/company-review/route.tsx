import { getFormProps } from '@conform-to/react';
import { COMPANIES, companies } from '@hushwork/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData, useSubmit } from 'react-router';
import { CompanyReviewsHeader } from '../../../components/companies/CompanyTabs.tsx';
import { ReviewCard } from '../../../components/companies/ReviewCard.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextAreaField } from '../../../components/ui/fields/TextAreaField.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { dateText } from '../../../lib/dates.ts';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { formDataOf, takePending, useKeepForSignIn } from '../../../lib/pending-post.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadReview, sendComment } from './review.server.ts';

export const handle = { i18n: ['Companies', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadReview(args);
export const action = (args: Route.ActionArgs) => sendComment(args);

/** `/company/{slug}/reviews/{id}`: one review, its comments (by role, never by name) and a comment form. */
export default function CompanyReview() {
  const { company, review, isCreated } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('Companies');
  const locale = useLocale();
  const to = useLocalePath();
  const submit = useSubmit();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const busy = useNavigation().state === 'submitting';
  const reply = answer?.reply;
  const [form, fields] = useContractForm(companies.commentCompanyReview.body, { lastResult: reply });
  const formRef = useFocusFirstInvalid(reply);
  const text = fields.text;

  // As on the reviews tab: a guest's comment waits in the browser while they sign in, then this page posts it.
  const pending = answer?.pending;
  useKeepForSignIn('comment', pending);
  useEffect(() => {
    if (!user) return;
    const saved = takePending('comment', (value) => value.review_id === review.id);
    if (saved) submit(formDataOf(saved.payload), { method: 'post' });
  }, [user, review.id, submit]);

  return (
    <DefaultLayout>
      <PageMeta title={`${review.title} · ${company.name}`} description={review.pros.slice(0, 160)} />
      <div className="page-container py-10">
        <CompanyReviewsHeader company={company} heading={t('reviewOf', { name: company.name })} />
        {isCreated ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-800">
            {t('commentCreated')}
          </p>
        ) : null}
        <div className="mt-6 max-w-3xl space-y-6">
          <ReviewCard review={review} />
          <section aria-labelledby="comments">
            <h2 id="comments" className="text-lg font-semibold">
              {t('comments')} ({review.comments.length})
            </h2>
            {review.comments.length === 0 ? <p className="mt-2 text-muted">{t('noComments')}</p> : null}
            <ul className="mt-3 space-y-3">
              {review.comments.map((comment) => (
                <li key={comment.id} className="rounded-xl bg-neutral-50 p-4">
                  <p className="text-sm text-muted">
                    {t(comment.author_role === 'company' ? 'authorCompany' : 'authorWorker')} ·{' '}
                    <time dateTime={comment.created_at}>{dateText(comment.created_at, locale, 'short')}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-line">{comment.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <Form method="post" {...getFormProps(form)} ref={formRef}>
            <FormAlert message={formMessageOf(reply)} />
            <TextAreaField
              meta={text}
              label={t('yourComment')}
              rows={3}
              autosize
              maxLength={COMPANIES.reviewCommentMax}
              {...(user ? {} : { description: t('guestReviewHint') })}
              className=""
            />
            <div className="mt-3">
              <SubmitButton busy={busy}>{t('sendComment')}</SubmitButton>
            </div>
          </Form>
          <Link to={`${to(`/company/${company.slug}`)}/reviews`} className="inline-block underline">
            {t('allReviews', { name: company.name })}
          </Link>
        </div>
      </div>
    </DefaultLayout>
  );
}
