import type { TSentOffer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData } from 'react-router';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { inputClass } from '../../../../components/ui/fields/field-meta.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import type { HiringReply } from '../hirings.server.ts';

/** An accepted offer as the sent offers list names it: the vacancy, then the candidate's desired position. */
function offerName(t: (key: string) => string, offer: TSentOffer) {
  return `${offer.vacancy.title} · ${offer.candidate?.desired_position ?? t('hirings.candidateGone')}`;
}

/**
 * "Report a hire": a choice of the accepted job offers not reported yet, which any team member may post; the API's
 * refusal shows under the select. Without such offers it says where hires come from and leads to the job openings.
 */
export function ReportHireForm({ offers, page }: { offers: TSentOffer[]; page: string }) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const isLive = useIsLive();
  const reply = useActionData<HiringReply | undefined>();
  const error = reply?.errors?.offer_id;
  return (
    <section aria-labelledby="report-hire" className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id="report-hire" className="text-lg font-semibold">
        {t('hirings.reportTitle')}
      </h2>
      {offers.length === 0 ? (
        <p className="mt-2 max-w-prose text-muted" data-testid="no-hire-offers">
          {t('hirings.noOffers')}{' '}
          <Link to={to('/profile/job-openings')} className="font-semibold text-brand-strong underline">
            {t('hirings.jobsLink')}
          </Link>
        </p>
      ) : (
        <Form method="post" action={page} className="mt-2">
          <p className="mb-4 max-w-prose text-sm text-muted">{t('hirings.reportLead')}</p>
          <label htmlFor="hire-offer" className="mb-1 block text-sm font-semibold">
            {t('hirings.offer')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <select
                id="hire-offer"
                name="offer_id"
                required
                defaultValue=""
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'hire-offer-error' : undefined}
                className={inputClass(error)}
              >
                <option value="" disabled>
                  {t('hirings.chooseOffer')}
                </option>
                {offers.map((offer) => (
                  <option key={offer.id} value={offer.id}>
                    {offerName(t, offer)}
                  </option>
                ))}
              </select>
              {error ? (
                <p id="hire-offer-error" className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
            <Button type="submit" name="intent" value="report">
              {t('hirings.report')}
            </Button>
          </div>
        </Form>
      )}
      {/* Anyone of the team reports: the colleagues who hire belong in it. */}
      {isLive('/profile/employer/team') ? (
        <p className="mt-4 text-sm">
          <Link to={to('/profile/employer/team')} className="font-semibold text-brand-strong underline">
            {t('Companies:hiringsLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
