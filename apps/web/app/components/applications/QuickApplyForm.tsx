import { getFormProps, getInputProps } from '@conform-to/react';
import {
  APPLICATIONS,
  applications,
  FILE_ACCEPT,
  type TQuickApplyFields,
  type TVacancy,
  ZQuickApplyRequest,
} from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { type FormReply, formMessageOf, replyWithFailure } from '../../lib/form-reply.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { FileField } from '../ui/fields/FileField.tsx';
import { FormAlert, SubmitButton } from '../ui/fields/FormParts.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';
import { TextField } from '../ui/fields/TextField.tsx';
import { ConsentNotice } from './apply-parts.tsx';
import { savePendingApplication } from './pending-application.ts';
import { quickApplyBody } from './quick-apply-body.ts';

type Outcome = { kind: 'sent'; email: string } | { kind: 'account-exists'; message: string } | null;

/**
 * A guest applies with a name, an e-mail, a cover letter and, if they like, a CV, without an account: the call makes
 * a job seeker's account and mails the link that finishes it (a password). Checked first with the contract's schema in
 * the page's language, then sent from the browser as a form with the file (`POST vacancies/quick-apply/{vacancy}`):
 * an action would have to relay the file.
 */
export function QuickApplyForm({ vacancy }: { vacancy: TVacancy }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'quick' });
  const locale = useLocale();
  const to = useLocalePath();
  const [reply, setReply] = useState<FormReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useFocusFirstInvalid(reply);
  const [form, fields] = useContractForm(ZQuickApplyRequest, {
    id: 'quick-apply-form',
    lastResult: reply,
    defaultValue: { answers: vacancy.questions.map((question) => ({ question_id: question.id, answer: '' })) },
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { cv, ...typed } = submission.value as TQuickApplyFields & { cv?: File };
      setBusy(true);
      try {
        const answer = await callApi(browserApi, applications.quickApply, {
          params: { vacancy: vacancy.id },
          body: quickApplyBody(typed, cv),
          locale,
        });
        if (answer.ok) return setOutcome({ kind: 'sent', email: typed.email });
        if (answer.error.code === 'ACCOUNT_EXISTS') {
          // Their account applies instead: the draft waits in the browser, the vacancy's page posts it after sign-in.
          const payload = { vacancy_id: vacancy.id, cover_letter: typed.cover_letter, answers: typed.answers ?? [] };
          savePendingApplication({ vacancy_id: vacancy.id, payload, redirect: window.location.pathname });
          return setOutcome({ kind: 'account-exists', message: answer.error.message });
        }
        setReply(replyWithFailure(submission, answer));
      } catch {
        setReply(submission.reply({ formErrors: [t('callFailed')] }));
      } finally {
        setBusy(false);
      }
    },
  });

  if (outcome?.kind === 'sent') {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900" data-testid="quick-apply-sent">
        {t('sent', { email: outcome.email })}
      </p>
    );
  }
  if (outcome?.kind === 'account-exists') {
    const back = typeof window === 'undefined' ? '' : window.location.pathname;
    return (
      <div role="status" className="rounded-lg bg-brand-soft p-4">
        <p>{outcome.message}</p>
        <Link
          to={`${to('/login')}?redirect=${encodeURIComponent(back)}`}
          className="mt-2 inline-block font-semibold underline"
        >
          {t('signIn')}
        </Link>
      </div>
    );
  }

  const consentId = `${form.id}-consent`;
  const answers = fields.answers.getFieldList();
  return (
    <form {...getFormProps(form)} ref={formRef} aria-describedby={consentId} data-testid="quick-apply-form">
      <p className="mb-4 text-sm text-muted">{t('lead')}</p>
      <FormAlert message={formMessageOf(reply)} />
      <TextField meta={fields.name} label={t('name')} autoComplete="name" maxLength={APPLICATIONS.applicantNameMax} />
      <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
      <TextAreaField
        meta={fields.cover_letter}
        label={t('coverLetter')}
        rows={6}
        autosize
        maxLength={APPLICATIONS.coverLetterMax}
      />
      {answers.map((meta, index) => {
        const answerFields = meta.getFieldset();
        return (
          <div key={meta.key}>
            <input
              {...getInputProps(answerFields.question_id, { type: 'hidden' })}
              key={answerFields.question_id.key}
            />
            <TextAreaField
              meta={answerFields.answer}
              label={vacancy.questions[index]?.text ?? ''}
              rows={3}
              autosize
              maxLength={APPLICATIONS.answerMax}
            />
          </div>
        );
      })}
      <FileField meta={fields.cv} label={t('cv')} accept={FILE_ACCEPT.cv} />
      <ConsentNotice id={consentId}>{t('consent', { company: vacancy.company.name })}</ConsentNotice>
      <SubmitButton busy={busy}>{busy ? t('sending') : t('send')}</SubmitButton>
    </form>
  );
}
