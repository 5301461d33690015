import { getFormProps } from '@conform-to/react';
import { COMPANIES, companies, REVIEW_ASPECTS, type TCompanyRatings } from '@hushwork/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData, useSubmit } from 'react-router';
import { CompanyReviewsHeader } from '../../../components/companies/CompanyTabs.tsx';
import { RatingValue, ReviewCard } from '../../../components/companies/ReviewCard.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { CheckboxField } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/fields/TextAreaField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { formDataOf, takePending, useKeepForSignIn } from '../../../lib/pending-post.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadReviews, sendReview } from './reviews.server.ts';

export const handle = { i18n: ['Companies', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadReviews(args);
export const action = (args: Route.ActionArgs) => sendReview(args);

const CONTROLS = ['company_id'];
const RATINGS = ['rating', ...REVIEW_ASPECTS] as const;

function Ratings({ ratings }: { ratings: TCompanyRatings }) {
  const { t } = useTranslation('Companies');
  return (
    <Panel title={t('averageRatings')} lead={t('reviewsCount', { count: ratings.count })} tone="soft">
      <dl className="mt-3 space-y-1">
        {RATINGS.map((name) => {
          const value = ratings[name];
          return value === null ? null : (
            <div key={name} className="flex justify-between gap-4">
              <dt>{t(name)}</dt>
              <dd>
                <RatingValue value={value} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}

/** `/company/{slug}/reviews`: approved reviews, their averages and the form to write one (guests too). */
export default function CompanyReviews() {
  const { company, reviews, isCreated } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const submit = useSubmit();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const busy = useNavigation().state === 'submitting';
  const reply = answer?.reply;
  const [form, fields] = useContractForm(companies.createCompanyReview.body, { lastResult: reply, controls: CONTROLS });
  const formRef = useFocusFirstInvalid(reply);
  const base = to(`/company/${company.slug}`);

  // A guest's checked review: keep it and go to sign in; the login form brings them back to this page.
  const pending = answer?.pending;
  useKeepForSignIn('review', pending);

  // Back signed in: post the kept review through this page's action, which lands on `?action=review_created`. The
  // page it was written on does it (not the login action): both ways of signing in (the form and a social account)
  // return to the saved path, and only the browser holds the review.
  useEffect(() => {
    if (!user) return;
    const saved = takePending('review', (value) => value.company_id === company.id);
    if (!saved) return;
    const body = formDataOf(saved.payload);
    body.set('company_id', String(company.id));
    submit(body, { method: 'post' });
  }, [user, company.id, submit]);

  return (
    <DefaultLayout>
      <PageMeta title={t('reviewsTitle', { name: company.name })} description={t('listIntro')} />
      <div className="page-container py-10">
        <CompanyReviewsHeader company={company} heading={t('reviewsTitle', { name: company.name })} />
        {isCreated ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-800">
            {t('reviewCreated')}
          </p>
        ) : null}
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <section aria-labelledby="reviews-list" className="space-y-4 lg:col-span-2">
            <h2 id="reviews-list" className="sr-only">
              {t('tabReviews')}
            </h2>
            {reviews.list.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-muted">
                {t('reviewsEmpty')}
              </p>
            ) : (
              reviews.list.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  footer={
                    <Link to={`${base}/reviews/${review.id}`} className="text-sm underline">
                      {t('openReview')} ({t('commentsCount', { count: review.comments_count })})
                    </Link>
                  }
                />
              ))
            )}
            <Pagination page={reviews.page} pages={reviews.pages} />
          </section>
          <aside className="space-y-6">
            {reviews.ratings.count > 0 ? <Ratings ratings={reviews.ratings} /> : null}
            <section aria-labelledby="write-review" className="rounded-2xl border border-neutral-200 p-5">
              <h2 id="write-review" className="text-lg font-semibold">
                {t('writeReview')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('writeReviewLead')}</p>
              {user ? null : <p className="mt-1 text-sm text-muted">{t('guestReviewHint')}</p>}
              <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
                <FormAlert message={formMessageOf(reply)} />
                <input type="hidden" name="company_id" value={company.id} />
                {RATINGS.map((name) => (
                  <SelectField
                    key={name}
                    meta={fields[name]}
                    label={t(name)}
                    empty={t('chooseRating')}
                    options={[5, 4, 3, 2, 1].map((value) => ({ key: value, name: t('ratingValue', { value }) }))}
                  />
                ))}
                <TextField meta={fields.title} label={t('reviewTitle')} maxLength={COMPANIES.reviewTitleMax} />
                {(['pros', 'cons'] as const).map((name) => (
                  <TextAreaField
                    key={name}
                    meta={fields[name]}
                    label={t(name === 'pros' ? 'reviewPros' : 'reviewCons')}
                    rows={4}
                    autosize
                    maxLength={COMPANIES.reviewTextMax}
                  />
                ))}
                <CheckboxField meta={fields.is_current_employee} label={t('reviewIsCurrent')} plain />
                <SubmitButton busy={busy}>{t('sendReview')}</SubmitButton>
              </Form>
            </section>
          </aside>
        </div>
      </div>
    </DefaultLayout>
  );
}
