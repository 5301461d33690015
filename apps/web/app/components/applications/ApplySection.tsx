import type { TVacancy } from '@hushwork/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyState } from './apply-state.ts';

/**
 * What the section shows loads apart from the vacancy's page, whose first load is budgeted: the forms (Conform, the
 * contract's schemas, the upload) for those who may apply, the confirmation for those who did.
 */
const ApplyForms = lazy(() => import('./ApplyForm.tsx'));
const ApplyStatus = lazy(() => import('./ApplyStatus.tsx'));

/**
 * Applying on `/job-openings/{slug}`: the form for a worker or a guest, "you applied" once sent, a word on why a paused
 * or closed vacancy takes none, and nothing for company accounts and admins.
 */
export function ApplySection({ vacancy, state }: { vacancy: TVacancy; state: ApplyState }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
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
      <Suspense fallback={<p className="text-muted">{t('loading')}</p>}>
        {state.kind === 'open' ? (
          <ApplyForms vacancy={vacancy} viewer={state.viewer} hasProfile={state.hasProfile} />
        ) : (
          <ApplyStatus vacancy={vacancy} state={state} />
        )}
      </Suspense>
    </section>
  );
}
