import { getFormProps, getInputProps } from '@conform-to/react';
import { APPLICATIONS, applications, type TVacancy } from '@hushwork/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation, useSubmit } from 'react-router';
import { type FormReply, formMessageOf } from '../../lib/form-reply.ts';
import { useChoiceMadeEarly } from '../../lib/use-choice-made-early.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import { FormAlert, SubmitButton } from '../ui/fields/FormParts.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';
import { ConsentNotice, ProfileChoice } from './apply-parts.tsx';
import { CvAttachment } from './CvAttachment.tsx';
import {
  applicationFormData,
  type PendingApplication,
  takePendingApplication,
  useKeepApplicationForSignIn,
} from './pending-application.ts';
import { QuickApplyForm } from './QuickApplyForm.tsx';

/** What the vacancy page's action answers: the form's reply, or for a guest the checked application to keep. */
type ApplyAnswer = { reply: FormReply | null; pending?: Omit<PendingApplication, 'redirect'> } | undefined;
type Viewer = 'guest' | 'worker';

/** The form of a signed-in worker, and of a guest, who signs in before it is sent (their draft is kept meanwhile). */
function AccountApplyForm({ vacancy, viewer, hasProfile }: { vacancy: TVacancy; viewer: Viewer; hasProfile: boolean }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const to = useLocalePath();
  const isLive = useIsLive();
  const answer = useActionData() as ApplyAnswer;
  const reply = answer?.reply ?? undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const consentId = useId();
  const [form, fields] = useContractForm(applications.applyToVacancy.body, {
    id: 'apply-form',
    lastResult: reply,
    defaultValue: { answers: vacancy.questions.map((question) => ({ question_id: question.id, answer: '' })) },
  });
  const formRef = useFocusFirstInvalid(reply);
  useKeepApplicationForSignIn(answer?.pending);
  const answers = fields.answers.getFieldList();
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      aria-describedby={viewer === 'worker' && !hasProfile ? consentId : undefined}
    >
      <FormAlert message={formMessageOf(reply)} />
      <input type="hidden" name="vacancy_id" value={vacancy.id} />
      <TextAreaField
        meta={fields.cover_letter}
        label={t('coverLetter')}
        description={t('coverLetterHint')}
        autosize
        maxLength={APPLICATIONS.coverLetterMax}
      />
      {answers.length > 0 ? (
        <fieldset className="mb-4">
          <legend className="mb-2 text-sm font-semibold">{t('questionsLegend')}</legend>
          {answers.map((meta, index) => {
            const answerFields = meta.getFieldset();
            const question = vacancy.questions[index];
            return (
              <div key={meta.key}>
                <input
                  {...getInputProps(answerFields.question_id, { type: 'hidden' })}
                  key={answerFields.question_id.key}
                />
                <TextAreaField
                  meta={answerFields.answer}
                  label={question?.text ?? t('questionN', { n: index + 1 })}
                  rows={3}
                  autosize
                  maxLength={APPLICATIONS.answerMax}
                  className="mb-3"
                />
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {viewer === 'guest' || hasProfile ? (
        <ProfileChoice company={vacancy.company.name} />
      ) : (
        <>
          {/* Without a profile the CV is the application, sent with the name and e-mail: the notice says so. */}
          <input type="hidden" name="open_profile" value="true" />
          <ConsentNotice id={consentId}>{t('withoutProfileConsent', { company: vacancy.company.name })}</ConsentNotice>
        </>
      )}
      {viewer === 'worker' ? (
        <>
          <p className="mb-2 text-sm">{hasProfile ? t('withProfile') : t('withoutProfile')}</p>
          {!hasProfile && isLive('/profile/add-resume') ? (
            <p className="mb-2 text-sm">
              <Link to={to('/profile/add-resume')} className="underline">
                {t('createProfile')}
              </Link>
            </p>
          ) : null}
          <CvAttachment />
        </>
      ) : (
        <p className="mb-4 text-sm text-muted">{t('guestHint')}</p>
      )}
      <SubmitButton busy={busy}>
        {busy ? t('sending') : viewer === 'guest' ? t('signInToSend') : t('send')}
      </SubmitButton>
    </Form>
  );
}

/**
 * The apply forms of a vacancy's page, loaded apart from the page (Conform and the contract's schemas stay out of its
 * first load). Back from signing in, a kept draft is posted through the page's action: sent, or refused with the
 * API's words and the draft in the form.
 */
export default function ApplyForms({
  vacancy,
  viewer,
  hasProfile,
}: {
  vacancy: TVacancy;
  viewer: Viewer;
  hasProfile: boolean;
}) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const submit = useSubmit();
  const [mode, setMode] = useState<'account' | 'quick'>('account');
  const modes = useRef<HTMLFieldSetElement>(null);
  useChoiceMadeEarly(modes, (value) => setMode(value === 'quick' ? 'quick' : 'account'));
  useEffect(() => {
    if (viewer !== 'worker') return;
    const kept = takePendingApplication(vacancy.id);
    if (kept) submit(applicationFormData(kept.payload), { method: 'post', preventScrollReset: true });
  }, [viewer, vacancy.id, submit]);
  if (viewer === 'worker') return <AccountApplyForm vacancy={vacancy} viewer={viewer} hasProfile={hasProfile} />;
  return (
    <>
      <fieldset ref={modes} className="mb-4">
        <legend className="mb-2 text-sm font-semibold">{t('modeLegend')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['account', 'quick'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="apply-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="size-4 accent-brand-strong"
              />
              {t(value === 'account' ? 'modeAccount' : 'modeQuick')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'account' ? (
        <AccountApplyForm vacancy={vacancy} viewer={viewer} hasProfile={false} />
      ) : (
        <QuickApplyForm vacancy={vacancy} />
      )}
    </>
  );
}
