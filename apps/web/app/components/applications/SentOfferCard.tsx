import type { TSentOffer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { IntentButton, ItemNotice, type ItemResult, WrittenText } from './ItemParts.tsx';

const STATUS_TONE = { pending: 'neutral', approved: 'good', declined: 'bad' } as const;

/**
 * An offer the company sent, with the candidate's answer: an approval opened the profile to the company (the name
 * and contacts are on the candidate's page); an answer the team has not seen is marked until someone marks it read.
 */
export function SentOfferCard({ offer, result }: { offer: TSentOffer; result: ItemResult | undefined }) {
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  const locale = useLocale();
  const isAnswered = offer.status !== 'pending';
  const hasNewAnswer = isAnswered && !offer.is_answer_read;
  return (
    <li
      className={`rounded-2xl border bg-white p-5 ${hasNewAnswer ? 'border-brand-strong' : 'border-neutral-200'}`}
      data-testid="sent-offer"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">
            {offer.candidate ? (
              <Link to={to(`/candidate/${offer.candidate.slug}`)} className="hover:underline">
                {offer.candidate.desired_position}
              </Link>
            ) : (
              <span className="text-muted">{t('responses.candidateGone')}</span>
            )}
          </h3>
          <p className="text-sm text-muted">
            {offer.vacancy.title} · {t(`offerSource.${offer.source}`)} ·{' '}
            {t('sentOffers.sentOn', { date: dateText(offer.created_at, locale) })}
          </p>
        </div>
        <span className="flex flex-wrap gap-1.5">
          {hasNewAnswer ? (
            <StatusBadge tone="new" testId="new-answer">
              {t('sentOffers.newAnswer')}
            </StatusBadge>
          ) : null}
          <StatusBadge tone={STATUS_TONE[offer.status]} testId="sent-offer-status">
            {t(`offerStatus.${offer.status}`)}
          </StatusBadge>
        </span>
      </div>
      {offer.message ? (
        <div className="mt-3">
          <WrittenText>{offer.message}</WrittenText>
        </div>
      ) : null}
      {offer.answered_at ? (
        <p className="mt-3 text-sm">
          {t(offer.status === 'approved' ? 'sentOffers.approvedOn' : 'sentOffers.declinedOn', {
            date: dateText(offer.answered_at, locale),
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {offer.status === 'approved' && offer.candidate ? (
          <Button to={to(`/candidate/${offer.candidate.slug}`)} size="sm">
            {t('sentOffers.openCandidate')}
          </Button>
        ) : null}
        {isAnswered ? (
          <IntentButton intent={offer.is_answer_read ? 'answer-unread' : 'answer-read'} id={offer.id}>
            {offer.is_answer_read ? t('sentOffers.markUnread') : t('sentOffers.markRead')}
          </IntentButton>
        ) : null}
      </div>
      <ItemNotice result={result} id={offer.id} keyPrefix="sentOffers" />
    </li>
  );
}
