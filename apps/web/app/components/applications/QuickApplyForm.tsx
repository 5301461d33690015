import { APPLICATIONS, applications, type TVacancy, ZQuickApplyFields } from '@hushwork/contract';
import { Paperclip } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { wordIssues } from '../../lib/form-words.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { fileButtonClass } from '../ui/button-class.ts';
import { FormAlert, SubmitButton } from '../ui/fields/FormParts.tsx';
import { ConsentNotice, fieldClass } from './apply-parts.tsx';
import { CV_ACCEPT } from './CvAttachment.tsx';
import { savePendingApplication } from './pending-application.ts';
import { quickApplyBody, quickApplyFieldsOf } from './quick-apply-body.ts';

type Errors = Record<string, string[]>;
type Outcome = { kind: 'sent'; email: string } | { kind: 'account-exists'; message: string } | null;

/**
 * A guest applies with a name, an e-mail, a cover letter and, if they like, a CV, without an account: the call makes
 * a job seeker's account and mails the link that finishes it (a password). Sent from the browser as a form with the
 * file (`POST vacancies/quick-apply/{vacancy}`), checked first with the contract's schema in the page's language.
 */
export function QuickApplyForm({ vacancy }: { vacancy: TVacancy }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'quick' });
  const { t: tv } = useTranslation('validation');
  const locale = useLocale();
  const to = useLocalePath();
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cvName, setCvName] = useState('');
  const errorOf = (name: string) => errors[name]?.[0];

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const typed = new FormData(element);
    const fields = quickApplyFieldsOf(typed);
    const checked = ZQuickApplyFields.safeParse(fields);
    setMessage(null);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const name = issue.path.map(String).join('.');
        found[name] = [...(found[name] ?? []), ...wordIssues((key, params) => tv(key, params))([issue])];
      }
      setErrors(found);
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await callApi(browserApi, applications.quickApply, {
        params: { vacancy: vacancy.id },
        body: quickApplyBody(typed),
        locale,
      });
      if (answer.ok) {
        setOutcome({ kind: 'sent', email: checked.data.email });
      } else if (answer.error.code === 'ACCOUNT_EXISTS') {
        // Their account applies instead: the draft waits in the browser, the vacancy's page posts it after sign-in.
        const { cover_letter, answers } = checked.data;
        savePendingApplication({
          vacancy_id: vacancy.id,
          payload: { vacancy_id: vacancy.id, cover_letter, answers },
          redirect: window.location.pathname,
        });
        setOutcome({ kind: 'account-exists', message: answer.error.message });
      } else {
        setErrors(answer.error.errors ?? {});
        setMessage(answer.error.message || t('callFailed'));
      }
    } catch {
      setMessage(t('callFailed'));
    } finally {
      setBusy(false);
    }
  };

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

  const textField = (name: 'name' | 'email', type: 'text' | 'email', autoComplete: string, maxLength: number) => {
    const error = errorOf(name);
    return (
      <div className="mb-4">
        <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold">
          {t(name)}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={fieldClass}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const area = (name: string, label: string, rows: number, maxLength: number) => {
    const error = errorOf(name);
    const fieldId = `${id}-${name.replace(/\W/g, '-')}`;
    return (
      <div key={name} className="mb-4">
        <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold">
          {label}
        </label>
        <textarea
          id={fieldId}
          name={name}
          rows={rows}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={fieldClass}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const consentId = `${id}-consent`;
  return (
    <form onSubmit={send} noValidate aria-describedby={consentId} data-testid="quick-apply-form">
      <p className="mb-4 text-sm text-muted">{t('lead')}</p>
      <FormAlert message={message} />
      {textField('name', 'text', 'name', APPLICATIONS.applicantNameMax)}
      {textField('email', 'email', 'email', 254)}
      {area('cover_letter', t('coverLetter'), 6, APPLICATIONS.coverLetterMax)}
      {vacancy.questions.map((question, index) => (
        <div key={question.id}>
          <input type="hidden" name={`answers.${index}.question_id`} value={question.id} />
          {area(`answers.${index}.answer`, question.text, 3, APPLICATIONS.answerMax)}
        </div>
      ))}
      <label className={fileButtonClass('mb-4')}>
        <Paperclip aria-hidden="true" className="size-4" />
        {t('cv')}
        <input
          type="file"
          name="cv"
          accept={CV_ACCEPT}
          onChange={(event) => setCvName(event.currentTarget.files?.[0]?.name ?? '')}
          className="sr-only"
        />
      </label>
      {cvName ? <p className="-mt-2 mb-4 text-sm">{t('cvChosen', { name: cvName })}</p> : null}
      <ConsentNotice id={consentId}>{t('consent', { company: vacancy.company.name })}</ConsentNotice>
      <SubmitButton busy={busy}>{busy ? t('sending') : t('send')}</SubmitButton>
    </form>
  );
}
