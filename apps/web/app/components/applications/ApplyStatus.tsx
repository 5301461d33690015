import type { TVacancy } from '@hushwork/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import type { ApplyState } from './apply-state.ts';
import { takePendingApplication } from './pending-application.ts';

type Settled = Extract<ApplyState, { kind: 'applied' } | { kind: 'closed' }>;

function Applied({ state }: { state: Extract<ApplyState, { kind: 'applied' }> }) {
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  const locale = useLocale();
  const isLive = useIsLive();
  const { application } = state;
  return (
    <div role="status" className="rounded-lg bg-green-50 p-4 text-green-900" data-testid="applied">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {state.isJustSent
          ? t('apply.justSent')
          : t('apply.applied', { date: dateText(application.created_at, locale) })}
      </p>
      <p className="mt-1 text-sm">
        {t('apply.statusLine', { status: t(`status.${application.status}`) })}{' '}
        {application.is_read ? t('apply.seen') : t('apply.notSeen')}
      </p>
      {isLive('/profile/responses/companies') ? (
        <Link to={to('/profile/responses/companies')} className="mt-2 inline-block text-sm font-semibold underline">
          {t('apply.myApplications')}
        </Link>
      ) : null}
    </div>
  );
}

/** "You applied" with where the company stands, or why the vacancy takes no application now. */
export default function ApplyStatus({ vacancy, state }: { vacancy: TVacancy; state: Settled }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const isApplied = state.kind === 'applied';
  // A draft kept for a vacancy the worker has applied to since has nothing left to do.
  useEffect(() => {
    if (isApplied) takePendingApplication(vacancy.id);
  }, [isApplied, vacancy.id]);
  if (state.kind === 'applied') return <Applied state={state} />;
  return (
    <p className="rounded-lg bg-neutral-100 p-4" data-testid="apply-closed">
      {t(`closed.${state.reason}`)}
    </p>
  );
}
