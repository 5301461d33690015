import type { TMyMailing } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData } from 'react-router';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { type BadgeTone, StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { mailingPayPathOf } from '../mailing-paths.ts';
import type { Route } from './+types/route';
import { changeMailing, loadAutosender } from './autosender.server.ts';

export const handle = { i18n: ['Resumes', 'Candidates', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAutosender(args);
export const action = (args: Route.ActionArgs) => changeMailing(args);

const TONE: Record<TMyMailing['status'], BadgeTone> = {
  waiting_for_payment: 'attention',
  active: 'good',
  inactive: 'neutral',
  finished: 'info',
};

/** A button of one mailing, a form of its own so it works before the script has loaded. */
function Change({
  mailing,
  intent,
  label,
  title,
}: {
  mailing: TMyMailing;
  intent: string;
  label: string;
  title: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={mailing.id} />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="sm" variant="primary" aria-label={`${label}: ${title}`}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * Deleting a mailing stops it for good (an autosender's subscription is not renewed): the button asks first, and the
 * form in the dialog deletes it.
 */
function DeleteMailing({ mailing, title }: { mailing: TMyMailing; title: string }) {
  const { t } = useTranslation('Resumes');
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="danger-outline"
        onClick={() => setAsking(true)}
        aria-label={`${t('mailing.delete')}: ${title}`}
      >
        {t('mailing.delete')}
      </Button>
      <Modal open={isAsking} onClose={() => setAsking(false)} title={t('mailing.deleteTitle', { title })}>
        <p className="mb-4">{t(mailing.mode === 'auto' ? 'mailing.deleteLeadAuto' : 'mailing.deleteLead')}</p>
        <Form method="post" className="flex flex-wrap gap-2" onSubmit={() => setAsking(false)}>
          <input type="hidden" name="id" value={mailing.id} />
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger">
            {t('mailing.delete')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('mailing.keep')}
          </Button>
        </Form>
      </Modal>
    </>
  );
}

/** One mailing: its resume, mode and state, what it sent, its buttons and the log of each company it reached. */
function MailingCard({ mailing }: { mailing: TMyMailing }) {
  const { t } = useTranslation('Resumes');
  const locale = useLocale();
  const to = useLocalePath();
  const title = mailing.resume_title || t('mailing.untitled');
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-6" data-testid="mailing">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <StatusBadge tone={TONE[mailing.status]} testId="mailing-status">
          {t(`mailing.status.${mailing.status}`)}
        </StatusBadge>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t(`mailing.mode.${mailing.mode}`)} · {t('mailing.counts', { sent: mailing.sent, skipped: mailing.skipped })}
        {mailing.paid_until
          ? ` · ${t('mailing.paidUntil', { date: dateText(mailing.paid_until, locale, 'day') })}`
          : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {mailing.status === 'waiting_for_payment' ? (
          <Button to={to(mailingPayPathOf(mailing.id))} size="sm">
            {t('mailing.payNow')}
          </Button>
        ) : null}
        {mailing.status === 'active' && mailing.mode === 'auto' ? (
          <Change mailing={mailing} intent="deactivate" label={t('mailing.deactivate')} title={title} />
        ) : null}
        {mailing.status === 'inactive' ? (
          <Change mailing={mailing} intent="activate" label={t('mailing.activate')} title={title} />
        ) : null}
        <DeleteMailing mailing={mailing} title={title} />
      </div>
      <h3 className="mt-6 font-semibold">{t('mailing.log')}</h3>
      {mailing.log.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('mailing.logEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-neutral-200">
          {mailing.log.map((line) => (
            <li
              key={`${line.vacancy_id}-${line.at}`}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
              data-testid="mailing-log-line"
            >
              <span>
                <span className="font-semibold">{line.company_name}</span> · {line.vacancy_title}
              </span>
              <span className="text-muted">
                {line.outcome === 'sent' ? t('mailing.sentLine') : t(`mailing.skip.${line.reason ?? 'no_contact'}`)} ·{' '}
                {dateText(line.at, locale, 'day')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * `/profile/user/autosender` (spec section 2): the worker's resume mailings, their state (waiting for payment,
 * sending, paused, done), pause and resume, delete, and the sending log of each.
 */
export default function AutosenderPage() {
  const { user, mailings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Resumes');
  return (
    <ProfilePage user={user} title={t('mailing.autosender.title')}>
      {/* The profile's tabs lead to pages a worker without a candidate profile is sent away from. */}
      {user.candidate ? <UserTabs /> : null}
      <p className="mt-4 text-muted">{t('mailing.autosender.lead')}</p>
      <FormAlert message={result?.message ?? null} />
      {mailings.length === 0 ? (
        <EmptyState title={t('mailing.autosender.empty')} className="mt-6">
          <p>{t('mailing.autosender.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className="mt-6 grid gap-6">
          {mailings.map((mailing) => (
            <MailingCard key={mailing.id} mailing={mailing} />
          ))}
        </ul>
      )}
    </ProfilePage>
  );
}
