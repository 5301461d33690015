import { useForm } from '@conform-to/react';
import { APPLICATIONS, type TResponse } from '@hushwork/contract';
import { FileText, MessageSquare, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { IntentButton, ItemNotice, type ItemResult, WrittenText } from './ItemParts.tsx';

/** Who responded: the candidate's card (named on their page once it is opened), or a quick applicant's name. */
function Who({ response }: { response: TResponse }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'responses' });
  const to = useLocalePath();
  const { candidate, applicant } = response;
  if (candidate) {
    return (
      <>
        <h3 className="text-lg font-semibold">
          <Link to={to(`/candidate/${candidate.slug}`)} className="hover:underline" data-testid="response-candidate">
            {candidate.desired_position}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {response.is_opened ? t('profileOpened') : t('profileNotOpened', { label: candidate.label })}
        </p>
      </>
    );
  }
  if (applicant) {
    return (
      <>
        <h3 className="text-lg font-semibold">{applicant.name}</h3>
        <p className="text-sm text-muted">
          <a href={`mailto:${applicant.email}`} className="underline">
            {applicant.email}
          </a>{' '}
          · {t('withoutProfile')}
        </p>
      </>
    );
  }
  return <h3 className="text-lg font-semibold text-muted">{t('candidateGone')}</h3>;
}

function RejectForm({ response }: { response: TResponse }) {
  const { t } = useTranslation('Applications');
  // The kit's fields for their ids and wiring; the form posts natively and the action checks it.
  const [form, fields] = useForm<{ reason_key: string; text: string }>({
    id: `reject-${response.id}`,
    constraint: { reason_key: { required: true }, text: { maxLength: APPLICATIONS.rejectTextMax } },
  });
  return (
    <details className="rounded-lg border border-neutral-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">{t('responses.reject')}</summary>
      <Form method="post" id={form.id} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="id" value={response.id} />
        <SelectField
          meta={fields.reason_key}
          label={t('responses.rejectReason')}
          options={APPLICATIONS.rejectReasons.map((reason) => ({ key: reason, name: t(`rejectReasons.${reason}`) }))}
          className=""
        />
        <TextAreaField meta={fields.text} label={t('responses.rejectText')} rows={3} autosize className="" />
        <Button type="submit" name="intent" value="reject" variant="secondary" size="sm">
          {t('responses.rejectSend')}
        </Button>
      </Form>
    </details>
  );
}

function OfferForm({ response, candidateId }: { response: TResponse; candidateId: number }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'responses' });
  const [form, fields] = useForm<{ message: string }>({
    id: `offer-${response.id}`,
    defaultValue: { message: t('offerTemplate', { title: response.vacancy.title }) },
    constraint: { message: { required: true, maxLength: APPLICATIONS.offerMessageMax } },
  });
  return (
    <details className="rounded-lg border border-neutral-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">{t('offer')}</summary>
      <Form method="post" id={form.id} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="id" value={response.id} />
        <input type="hidden" name="candidate_id" value={candidateId} />
        <input type="hidden" name="vacancy_id" value={response.vacancy.id} />
        <TextAreaField meta={fields.message} label={t('offerMessage')} rows={4} autosize className="" />
        <Button type="submit" name="intent" value="offer" size="sm">
          {t('offerSend')}
        </Button>
      </Form>
    </details>
  );
}

/**
 * One response as the company's team reads it: who (anonymous until the profile is opened to the company; applying
 * opened it), to which vacancy, the letter, the answers and the CV, its read state and status, and what the team may
 * do next: write to them in the conversation applying opened, mark it, turn it down with a templated reason, or answer
 * it with an offer.
 */
export function ResponseCard({
  response,
  result,
  showVacancy,
}: {
  response: TResponse;
  result: ItemResult | undefined;
  showVacancy: boolean;
}) {
  const { t } = useTranslation('Applications');
  const to = useLocalePath();
  const locale = useLocale();
  const isNew = response.status === 'new';
  return (
    <li
      className={`rounded-2xl border bg-white p-5 ${response.is_read ? 'border-neutral-200' : 'border-brand-strong'}`}
      data-testid="response"
      data-read={response.is_read}
    >
      <div className="flex flex-wrap items-start gap-3">
        <UserRound aria-hidden="true" className="mt-1 size-6 shrink-0 text-muted" />
        <div className="min-w-0 flex-1">
          <Who response={response} />
        </div>
        <span className="flex flex-wrap gap-1.5">
          {response.is_read ? (
            <StatusBadge tone="neutral">{t('responses.read')}</StatusBadge>
          ) : (
            <StatusBadge tone="new" testId="unread-response">
              {t('responses.unread')}
            </StatusBadge>
          )}
          <StatusBadge
            tone={response.status === 'rejected' ? 'bad' : response.status === 'offered' ? 'good' : 'neutral'}
          >
            {t(`status.${response.status}`)}
          </StatusBadge>
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">
        {showVacancy ? (
          <>
            <Link to={to(`/profile/job-openings/${response.vacancy.id}/candidates`)} className="underline">
              {response.vacancy.title}
            </Link>
            {' · '}
          </>
        ) : null}
        {t('responses.appliedOn', { date: dateText(response.created_at, locale) })}
      </p>
      <div className="mt-3">
        <h4 className="text-sm font-semibold">{t('responses.coverLetter')}</h4>
        <WrittenText>{response.cover_letter}</WrittenText>
      </div>
      {response.answers.length > 0 ? (
        <dl className="mt-3 space-y-2 text-sm">
          {response.answers.map((answer) => (
            <div key={answer.question_id}>
              <dt className="font-semibold">{answer.question}</dt>
              <dd className="whitespace-pre-line">{answer.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {response.cv_file_id ? (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4" />
          <a href={`/api/files/${response.cv_file_id}`} className="font-medium underline">
            {t('responses.cv')}
          </a>
        </p>
      ) : null}
      {response.rejection ? (
        <p className="mt-3 rounded-lg bg-neutral-100 px-3 py-2 text-sm">
          {t('responses.rejectedOn', {
            date: dateText(response.rejection.rejected_at, locale),
            reason: t(`rejectReasons.${response.rejection.reason_key}`),
          })}
          {response.rejection.text ? ` ${response.rejection.text}` : ''}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {response.candidate ? (
          <Button to={to(`/candidate/${response.candidate.slug}`)} size="sm">
            {t('responses.openCandidate')}
          </Button>
        ) : null}
        {response.room_id !== null ? (
          // The conversation applying opened: where the team asks what the profile does not say.
          <Button
            to={to(`/profile/conversation/${response.room_id}`)}
            variant="secondary"
            size="sm"
            data-testid="response-write"
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            {t('responses.write')}
          </Button>
        ) : null}
        <IntentButton intent={response.is_read ? 'unread' : 'read'} id={response.id}>
          {response.is_read ? t('responses.markUnread') : t('responses.markRead')}
        </IntentButton>
      </div>
      {isNew ? (
        <div className="mt-3 grid gap-2">
          {response.candidate ? <OfferForm response={response} candidateId={response.candidate.id} /> : null}
          <RejectForm response={response} />
        </div>
      ) : null}
      <ItemNotice result={result} id={response.id} keyPrefix="responses" />
    </li>
  );
}
