import type { TOffer } from '@hushwork/contract';
import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { IntentButton, ItemNotice, type ItemResult, WrittenText } from './ItemParts.tsx';

const STATUS_TONE = { pending: 'neutral', approved: 'good', declined: 'bad' } as const;

/**
 * An offer sent to the worker: the vacancy, the company and its message; unread ones marked until the worker marks
 * them read or answers. Accepting opens the profile (name and contacts) to the company, which it says before, unless
 * the profile is open to that company already.
 */
export function OfferCard({ offer, result }: { offer: TOffer; result: ItemResult | undefined }) {
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  const locale = useLocale();
  const noticeId = useId();
  const isPending = offer.status === 'pending';
  const isUnread = isPending && !offer.is_read;
  return (
    <li
      className={`rounded-2xl border bg-white p-5 ${isUnread ? 'border-brand-strong' : 'border-neutral-200'}`}
      data-testid="offer"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">
            {offer.vacancy ? (
              <Link to={to(`/job-openings/${offer.vacancy.slug}`)} className="hover:underline">
                {offer.vacancy.title}
              </Link>
            ) : (
              <span className="text-muted">{t('worker.vacancyGone')}</span>
            )}
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Building2 aria-hidden="true" className="size-4" />
            {offer.company.is_listed ? (
              <Link to={to(`/company/${offer.company.slug}`)} className="underline">
                {offer.company.name}
              </Link>
            ) : (
              offer.company.name
            )}
          </p>
        </div>
        <span className="flex flex-wrap gap-1.5">
          {isUnread ? (
            <StatusBadge tone="new" testId="unread-offer">
              {t('offers.unread')}
            </StatusBadge>
          ) : null}
          <StatusBadge tone={STATUS_TONE[offer.status]} testId="offer-status">
            {t(`offerStatus.${offer.status}`)}
          </StatusBadge>
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">
        {t(`offerSource.${offer.source}`)} · {t('offers.receivedOn', { date: dateText(offer.created_at, locale) })}
      </p>
      {offer.message ? (
        <div className="mt-3">
          <WrittenText>{offer.message}</WrittenText>
        </div>
      ) : null}
      {offer.answered_at ? (
        <p className="mt-3 text-sm">{t('offers.answeredOn', { date: dateText(offer.answered_at, locale) })}</p>
      ) : null}
      {isPending ? (
        <>
          {/* Said only when accepting opens something: a profile open to the company already shows it nothing new. */}
          {offer.is_opened ? null : (
            <p id={noticeId} className="mt-3 rounded-lg bg-brand-soft p-3 text-sm" data-testid="approve-notice">
              {t('offers.approveNotice', { company: offer.company.name })}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <IntentButton intent="approve" id={offer.id} primary describedBy={offer.is_opened ? undefined : noticeId}>
              {t('offers.approve')}
            </IntentButton>
            <IntentButton intent="decline" id={offer.id}>
              {t('offers.decline')}
            </IntentButton>
            <IntentButton intent={offer.is_read ? 'unread' : 'read'} id={offer.id}>
              {offer.is_read ? t('offers.markUnread') : t('offers.markRead')}
            </IntentButton>
          </div>
        </>
      ) : null}
      <ItemNotice result={result} id={offer.id} keyPrefix="offers" />
    </li>
  );
}
