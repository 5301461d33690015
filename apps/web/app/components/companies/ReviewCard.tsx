import { REVIEW_ASPECTS, type TCompanyReview } from '@hushwork/contract';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../lib/dates.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** A 1–5 value with its words for screen readers; the stars are decoration. */
export function RatingValue({ value }: { value: number }) {
  const { t } = useTranslation('Companies');
  return (
    <span className="inline-flex items-center gap-1 font-semibold">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">{value.toLocaleString(undefined, { maximumFractionDigits: 1 })}</span>
      <span className="sr-only">{t('ratingValue', { value })}</span>
    </span>
  );
}

/** One review: who wrote it is only their role, never their name. */
export function ReviewCard({ review, footer }: { review: TCompanyReview; footer?: ReactNode }) {
  const { t } = useTranslation('Companies');
  const locale = useLocale();
  return (
    <article className="rounded-2xl border border-neutral-200 p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{review.title}</h3>
        <RatingValue value={review.rating} />
      </header>
      <p className="mt-1 text-sm text-muted">
        {t(review.author_role === 'company' ? 'authorCompany' : 'authorWorker')} ·{' '}
        {t(review.is_current_employee ? 'currentEmployee' : 'formerEmployee')} ·{' '}
        <time dateTime={review.created_at}>{dateText(review.created_at, locale, 'short')}</time>
      </p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {REVIEW_ASPECTS.map((aspect) => (
          <div key={aspect} className="flex gap-1">
            <dt className="text-muted">{t(aspect)}:</dt>
            <dd>
              <RatingValue value={review[aspect]} />
            </dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 font-semibold">{t('reviewPros')}</h4>
      <p className="whitespace-pre-line">{review.pros}</p>
      <h4 className="mt-3 font-semibold">{t('reviewCons')}</h4>
      <p className="whitespace-pre-line">{review.cons}</p>
      {footer ? <div className="mt-4">{footer}</div> : null}
    </article>
  );
}
