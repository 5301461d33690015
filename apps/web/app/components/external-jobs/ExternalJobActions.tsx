import { getFormProps } from '@conform-to/react';
import {
  EXTERNAL_JOBS,
  type TExternalCompanyRating,
  type TExternalJob,
  ZExternalQuickApplyRequest,
} from '@hushwork/contract';
import { ExternalLink, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { type FormReply, formMessageOf } from '../../lib/form-reply.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { TextField } from '../ui/fields/TextField.tsx';
import { Panel } from '../ui/Panel.tsx';

/** What the page's action answered about one of its forms (quick-apply answers with a redirect instead). */
export type ActionResult = { intent: string; reply: FormReply; done?: boolean } | undefined;

const RATINGS = Array.from(
  { length: EXTERNAL_JOBS.ratingMax - EXTERNAL_JOBS.ratingMin + 1 },
  (_, index) => EXTERNAL_JOBS.ratingMin + index,
);

function Target({ job }: { job: TExternalJob }) {
  return (
    <>
      <input type="hidden" name="job_id" value={job.id} />
      <input type="hidden" name="company" value={job.company.slug} />
    </>
  );
}

/**
 * Applying happens on the job's own site: quick-apply records that the person went (a guest by the e-mail they give)
 * and the action sends them there. The plain link out is for reading the job there without applying.
 */
export function ApplyBox({
  job,
  canApply,
  isGuest,
  result,
}: {
  job: TExternalJob;
  canApply: boolean;
  isGuest: boolean;
  result: ActionResult;
}) {
  const { t } = useTranslation('ExternalJobs');
  const busy = useNavigation().formData?.get('intent') === 'apply';
  const reply = result?.intent === 'apply' ? result.reply : null;
  const [form, fields] = useContractForm(ZExternalQuickApplyRequest, {
    lastResult: reply,
    controls: ['intent', 'job_id', 'company'],
    id: 'external-apply',
  });
  return (
    <Panel title={t('applyTitle')} lead={t('leavingNote', { source: job.source })}>
      {canApply ? (
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <input type="hidden" name="intent" value="apply" />
          <Target job={job} />
          <FormAlert message={formMessageOf(reply)} />
          {isGuest ? <TextField meta={fields.email} label={t('emailLabel')} type="email" autoComplete="email" /> : null}
          <Button type="submit" busy={busy} busyLabel={t('applying')} size="lg" className="w-full">
            {t('apply')}
          </Button>
        </Form>
      ) : null}
      <a
        href={job.url}
        rel="nofollow noopener"
        target="_blank"
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-strong underline"
      >
        {t('goToSite', { source: job.source })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </Panel>
  );
}

/** The company's average rating, and for a signed-in account its own: each star a button that sets it. */
export function RatingBox({
  job,
  rating,
  canRate,
  isGuest,
  result,
}: {
  job: TExternalJob;
  rating: TExternalCompanyRating;
  canRate: boolean;
  isGuest: boolean;
  result: ActionResult;
}) {
  const { t } = useTranslation('ExternalJobs');
  const to = useLocalePath();
  const { pathname } = useLocation();
  const pending = useNavigation().formData;
  const shown = pending?.get('intent') === 'rate' ? Number(pending.get('rating')) : rating.my_rating;
  const reply = result?.intent === 'rate' ? result.reply : null;
  return (
    <Panel title={t('ratingTitle', { company: job.company.name })}>
      <p className="mt-1" data-testid="rating-average">
        {rating.average === null
          ? t('ratingNone')
          : t('ratingAverage', { average: rating.average.toLocaleString(undefined), count: rating.count })}
      </p>
      {canRate ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="rate" />
          <Target job={job} />
          <fieldset>
            <legend className="font-medium">{t('rateLegend')}</legend>
            <p className="text-sm text-muted" aria-live="polite">
              {shown ? t('ratingMine', { rating: shown }) : t('ratingMineNone')}
            </p>
            <div className="mt-1 flex gap-1">
              {RATINGS.map((value) => (
                <button
                  key={value}
                  type="submit"
                  name="rating"
                  value={value}
                  aria-pressed={shown === value}
                  aria-label={t('rateAs', { rating: value })}
                  className="rounded p-1 hover:bg-neutral-100"
                >
                  <Star
                    aria-hidden="true"
                    className={`size-6 ${shown && value <= shown ? 'fill-brand text-brand-strong' : 'text-muted'}`}
                  />
                </button>
              ))}
            </div>
          </fieldset>
          <FormAlert message={formMessageOf(reply)} />
          {result?.intent === 'rate' && result.done ? <FormAlert tone="success" message={t('ratingSaved')} /> : null}
        </Form>
      ) : isGuest ? (
        <Link to={`${to('/login')}?redirect=${encodeURIComponent(pathname)}`} className="mt-3 inline-block underline">
          {t('signInToRate')}
        </Link>
      ) : null}
    </Panel>
  );
}
