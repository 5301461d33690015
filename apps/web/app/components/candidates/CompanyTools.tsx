import { getFormProps } from '@conform-to/react';
import { CANDIDATES, MESSAGING, ZCandidateNoteRequest, zMessageText } from '@hushwork/contract';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { type FormReply, formMessageOf } from '../../lib/form-reply.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { FormAlert, SubmitButton } from '../ui/fields/FormParts.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';

/** What the page's action answered about one of the tools. */
export type ToolResult = { intent: string; reply: FormReply; done?: boolean } | undefined;

const RATINGS = Array.from(
  { length: CANDIDATES.ratingMax - CANDIDATES.ratingMin + 1 },
  (_, index) => CANDIDATES.ratingMin + index,
);

/** The company's own rating, 1 to 5: each star a button that says what it sets and whether it is the current one. */
function Rating({ candidateId, rating, result }: { candidateId: number; rating: number | null; result: ToolResult }) {
  const { t } = useTranslation('Candidates');
  const pending = useNavigation().formData;
  const shown = pending?.get('intent') === 'rate' ? Number(pending.get('rating')) : rating;
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="candidate_id" value={candidateId} />
      <fieldset>
        <legend className="font-medium">{t('ratingTitle')}</legend>
        <p className="text-sm text-muted">{shown ? t('ratingCurrent', { rating: shown }) : t('ratingNone')}</p>
        <div className="mt-1 flex gap-1">
          {RATINGS.map((value) => (
            <button
              key={value}
              type="submit"
              name="rating"
              value={value}
              aria-pressed={shown === value}
              aria-label={t('rateAs', { rating: value })}
              className="rounded p-1 hover:bg-neutral-100"
            >
              <Star
                aria-hidden="true"
                className={`size-6 ${shown && value <= shown ? 'fill-brand text-brand-strong' : 'text-muted'}`}
              />
            </button>
          ))}
        </div>
      </fieldset>
      {result?.intent === 'rate' ? <FormAlert message={formMessageOf(result.reply)} /> : null}
    </Form>
  );
}

/** The company's private note: its team reads it, the candidate and other companies never do. */
function Note({ candidateId, note, result }: { candidateId: number; note: string | null; result: ToolResult }) {
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().formData?.get('intent') === 'note';
  const reply = result?.intent === 'note' ? result.reply : null;
  const [form, fields] = useContractForm(ZCandidateNoteRequest, {
    lastResult: reply,
    controls: ['intent', 'candidate_id'],
    id: 'candidate-note',
    defaultValue: { text: note ?? '' },
  });
  return (
    <div className="mt-5">
      {/* Keyed by the saved note, so removing it empties the field. */}
      <Form method="post" {...getFormProps(form)} key={note ?? ''}>
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="candidate_id" value={candidateId} />
        <FormAlert message={formMessageOf(reply)} />
        {result?.intent === 'note' && result.done ? <FormAlert tone="success" message={t('noteSaved')} /> : null}
        <TextAreaField
          meta={fields.text}
          label={t('noteLabel')}
          description={t('noteHint')}
          maxLength={CANDIDATES.noteMax}
        />
        <SubmitButton busy={busy}>{busy ? t('saving') : t('saveNote')}</SubmitButton>
      </Form>
      {note ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="delete-note" />
          <input type="hidden" name="candidate_id" value={candidateId} />
          <button type="submit" className="text-sm underline">
            {t('deleteNote')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

const ZFirstMessage = z.object({ text: zMessageText });

/**
 * A company member writes to the candidate (issue 18): the action opens the room, or writes into the one the company
 * has, and goes on to it; the API's refusal (no links before the profile is opened) shows under the field.
 */
function Write({ candidateId, firstText, result }: { candidateId: number; firstText: string; result: ToolResult }) {
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().formData?.get('intent') === 'message';
  const reply = result?.intent === 'message' ? result.reply : null;
  const [form, fields] = useContractForm(ZFirstMessage, {
    lastResult: reply,
    controls: ['intent', 'candidate_id'],
    id: 'candidate-message',
    // The API's suggested opening (company, the candidate's position), to edit before sending.
    ...(firstText ? { defaultValue: { text: firstText } } : {}),
  });
  return (
    <section aria-labelledby="write-title" className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id="write-title" className="text-lg font-semibold">
        {t('writeTitle')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-2">
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="candidate_id" value={candidateId} />
        <TextAreaField meta={fields.text} label={t('writeLabel')} maxLength={MESSAGING.textMax} />
        <FormAlert message={formMessageOf(reply)} />
        <SubmitButton busy={busy}>{busy ? t('writeSending') : t('writeSend')}</SubmitButton>
      </Form>
    </section>
  );
}

/** A company member's own tools on a candidate's page: writing to them, the team's rating and private note. */
export function CompanyTools({
  candidateId,
  viewer,
  canNote,
  canRate,
  canWrite = false,
  firstText = '',
  result,
}: {
  candidateId: number;
  viewer: { note: string | null; rating: number | null };
  canNote: boolean;
  canRate: boolean;
  canWrite?: boolean;
  firstText?: string;
  result: ToolResult;
}) {
  const { t } = useTranslation('Candidates');
  const write = canWrite ? <Write candidateId={candidateId} firstText={firstText} result={result} /> : null;
  if (!canNote && !canRate) return write;
  return (
    <>
      {write}
      <section aria-labelledby="tools-title" className="rounded-2xl border border-neutral-200 bg-white p-5">
        <h2 id="tools-title" className="text-lg font-semibold">
          {t('toolsTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('toolsLead')}</p>
        {canRate ? <Rating candidateId={candidateId} rating={viewer.rating} result={result} /> : null}
        {canNote ? <Note candidateId={candidateId} note={viewer.note} result={result} /> : null}
      </section>
    </>
  );
}
