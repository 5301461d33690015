import type { TVacancy } from '@hushwork/contract';
import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import { dateText } from '../vacancies/format.ts';
import type { ApplyState } from './apply-state.ts';
import { takePendingApplication } from './pending-application.ts';

/**
 * The forms (Conform, the contract's schemas, the upload) load apart from the vacancy's page, whose first load is
 * budgeted: most readers read and leave.
 */
const ApplyForms = lazy(() => import('./ApplyForm.tsx'));

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

/**
 * Applying on `/job-openings/{slug}`: the form for a worker or a guest, "you applied" once sent, a word on why a paused
 * or closed vacancy takes none, and nothing for company accounts and admins.
 */
export function ApplySection({ vacancy, state }: { vacancy: TVacancy; state: ApplyState }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const isApplied = state.kind === 'applied';
  // A draft kept for a vacancy the worker has applied to since has nothing left to do.
  useEffect(() => {
    if (isApplied) takePendingApplication(vacancy.id);
  }, [isApplied, vacancy.id]);
  if (state.kind === 'none') return null;
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="mt-10 scroll-mt-24 rounded-2xl border border-neutral-200 bg-white p-6"
    >
      <h2 id="apply-title" className="mb-4 text-xl font-bold">
        {t('title')}
      </h2>
      {state.kind === 'applied' ? <Applied state={state} /> : null}
      {state.kind === 'closed' ? (
        <p className="rounded-lg bg-neutral-100 p-4" data-testid="apply-closed">
          {t(`closed.${state.reason}`)}
        </p>
      ) : null}
      {state.kind === 'open' ? (
        <Suspense fallback={<p className="text-muted">{t('loading')}</p>}>
          <ApplyForms vacancy={vacancy} viewer={state.viewer} hasProfile={state.hasProfile} />
        </Suspense>
      ) : null}
    </section>
  );
}
