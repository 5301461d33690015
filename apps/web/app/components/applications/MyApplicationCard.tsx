import type { TMyApplication } from '@hushwork/contract';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { IntentButton, ItemNotice, type ItemResult, WrittenText } from './ItemParts.tsx';

const STATUS_TONE = { new: 'neutral', rejected: 'bad', offered: 'good' } as const;

/**
 * One of the worker's applications: the vacancy and its company, whether the company read it, its answer, and what
 * the company sees of the worker, with the one click that opens the profile where they applied anonymously.
 */
export function MyApplicationCard({
  application,
  result,
}: {
  application: TMyApplication;
  result?: ItemResult | undefined;
}) {
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  const locale = useLocale();
  const { vacancy, rejection } = application;
  const company = vacancy?.company.name || t('worker.theCompany');
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5" data-testid="my-application">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">
            {vacancy ? (
              <Link to={to(`/job-openings/${vacancy.slug}`)} className="hover:underline">
                {vacancy.title}
              </Link>
            ) : (
              <span className="text-muted">{t('worker.vacancyGone')}</span>
            )}
          </h3>
          {vacancy ? (
            <p className="flex items-center gap-1 text-sm text-muted">
              <Building2 aria-hidden="true" className="size-4" />
              {vacancy.company.is_listed ? (
                <Link to={to(`/company/${vacancy.company.slug}`)} className="underline">
                  {vacancy.company.name}
                </Link>
              ) : (
                vacancy.company.name
              )}
            </p>
          ) : null}
        </div>
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge tone={application.is_read ? 'neutral' : 'new'}>
            {application.is_read ? t('worker.seen') : t('worker.notSeen')}
          </StatusBadge>
          <StatusBadge tone={STATUS_TONE[application.status]} testId="application-status">
            {t(`status.${application.status}`)}
          </StatusBadge>
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">
        {t('worker.appliedOn', { date: dateText(application.created_at, locale) })}
      </p>
      {application.profile === 'anonymous' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-brand-soft px-3 py-2 text-sm">
          <p data-testid="application-profile">{t('worker.profileAnonymous', { company })}</p>
          <IntentButton
            intent="open-profile"
            id={application.id}
            fields={{ company_id: String(application.company_id) }}
          >
            {t('worker.openProfile', { company })}
          </IntentButton>
        </div>
      ) : application.profile === 'opened' ? (
        <p className="mt-3 text-sm text-muted" data-testid="application-profile">
          {t('worker.profileOpened', { company })}
        </p>
      ) : null}
      <ItemNotice result={result} id={application.id} keyPrefix="worker" />
      {rejection ? (
        <div className="mt-3 rounded-lg bg-neutral-100 px-3 py-2 text-sm">
          <p>{t(`rejectReasons.${rejection.reason_key}`)}</p>
          {rejection.text ? <p className="mt-1">{t('worker.companyWrote', { text: rejection.text })}</p> : null}
        </div>
      ) : null}
      {application.status === 'offered' ? (
        <p className="mt-3 text-sm">
          <Link to={to('/profile/offers')} className="font-semibold underline">
            {t('worker.seeOffer')}
          </Link>
        </p>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium">{t('worker.yourLetter')}</summary>
        <div className="mt-2">
          <WrittenText>{application.cover_letter}</WrittenText>
        </div>
      </details>
    </li>
  );
}
