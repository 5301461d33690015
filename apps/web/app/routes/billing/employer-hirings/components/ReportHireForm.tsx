import type { TSentOffer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';

/**
 * "Report a hire": how many accepted job offers wait to be reported and the way to the page that reports one (any
 * team member may). Without such offers it says where hires come from and leads to the job openings.
 */
export function ReportHireForm({ offers }: { offers: TSentOffer[] }) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const isLive = useIsLive();
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
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-prose text-sm text-muted">
            {t('hirings.reportLead')} {t('hirings.waiting', { count: offers.length })}
          </p>
          {isLive('/profile/report-hiring') ? (
            <Button to={to('/profile/report-hiring')}>{t('hirings.reportLink')}</Button>
          ) : null}
        </div>
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
