import {
  emptyResumeDocument,
  RESUMES,
  resumes,
  type TResume,
  type TResumeDesign,
  type TResumeDocument,
  ZResumeDesign,
} from '@hushwork/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withEdited } from '../../../../components/resumes/autofilled.ts';
import {
  draftOrSaved,
  draftResumeId,
  forgetWizardDraft,
  keepGuestResume,
  keepWizardDraft,
  readWizardDraft,
  tokenFor,
  type WizardDraft,
} from '../../../../components/resumes/guest-resume.ts';
import { resumeApi } from '../../../../components/resumes/resume-api.ts';
import type { Sharing } from '../../../../components/resumes/ShareControls.tsx';
import { callApi } from '../../../../lib/api.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';
import { documentErrorsOf, type FieldErrors, firstStepWithError } from './field-errors.ts';

export type WizardStatus = 'loading' | 'ready' | 'missing';

const newDraft = (locale: TResumeDocument['language']): WizardDraft => ({
  id: null,
  base: null,
  step: 1,
  document: { ...emptyResumeDocument(), language: locale },
  design: ZResumeDesign.parse({}),
});

const draftOf = (resume: TResume): WizardDraft => ({
  id: resume.id,
  base: resume.updated_at,
  step: Math.min(Math.max(resume.step, 1), RESUMES.wizardSteps),
  document: resume.document,
  design: resume.design,
});

/** Saves of the working copy to client storage wait for a pause in typing. */
const KEEP_DELAY_MS = 400;

/**
 * The wizard's state: the document and design being edited, the step, and saving. A new resume is stored on its
 * first step's save (a guest keeps its token in client storage) and the page moves to its edit address; every later
 * step saves with `update/{id}`. What was typed since the last save is kept in client storage, so a reload brings back
 * the draft and the step.
 */
export function useResumeWizard(idOfPage: string | null) {
  const { t } = useTranslation('Resumes');
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [status, setStatus] = useState<WizardStatus>('loading');
  const [draft, setDraft] = useState<WizardDraft>(() => newDraft(locale));
  const [sharing, setSharing] = useState<Sharing>({ shared: false, indexable: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  /** On /create: a resume whose wizard was left unfinished, offered to continue. */
  const [unfinishedId, setUnfinishedId] = useState<string | null>(null);
  const token = status === 'ready' ? tokenFor(window.localStorage, draft.id) : null;

  useEffect(() => {
    let isCurrent = true;
    if (!idOfPage) {
      setUnfinishedId(draftResumeId(window.localStorage));
      setDraft(readWizardDraft(window.localStorage, null) ?? newDraft(locale));
      setStatus('ready');
      return;
    }
    const api = resumeApi(tokenFor(window.localStorage, idOfPage));
    void callApi(api, resumes.getResumeInfo, { params: { id: idOfPage }, locale }).then((answer) => {
      if (!isCurrent) return;
      if (!answer.ok) return setStatus('missing');
      setDraft(draftOrSaved(readWizardDraft(window.localStorage, idOfPage), draftOf(answer.data)));
      setSharing({ shared: answer.data.shared, indexable: answer.data.indexable });
      setStatus('ready');
    });
    return () => {
      isCurrent = false;
    };
  }, [idOfPage, locale]);

  const keepTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (status !== 'ready') return;
    if (keepTimer.current) clearTimeout(keepTimer.current);
    keepTimer.current = setTimeout(() => keepWizardDraft(window.localStorage, draft), KEEP_DELAY_MS);
    return () => {
      if (keepTimer.current) clearTimeout(keepTimer.current);
    };
  }, [draft, status]);

  /** Changes a field by its path; the field is no longer autofilled and its old error goes. */
  const edit = useCallback((path: string, change: (document: TResumeDocument) => TResumeDocument) => {
    setDraft((current) => ({ ...current, document: withEdited(change(current.document), path) }));
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** Replaces the document whole (a fill from the profile, an import): its own marks stand. */
  const replace = useCallback((document: TResumeDocument) => setDraft((current) => ({ ...current, document })), []);

  const setDesign = useCallback((design: TResumeDesign) => setDraft((current) => ({ ...current, design })), []);

  /**
   * Saves with the step the owner goes to; answers whether it was saved. A refusal's field messages are shown on
   * their fields, and the first step holding one is opened.
   */
  const save = useCallback(
    async (nextStep: number): Promise<boolean> => {
      setSaving(true);
      setMessage(null);
      try {
        const body = { document: draft.document, design: draft.design, step: nextStep };
        const api = resumeApi(tokenFor(window.localStorage, draft.id));
        const answer = draft.id
          ? await callApi(api, resumes.updateResume, { params: { id: draft.id }, body, locale })
          : await callApi(api, resumes.storeResume, { body, locale });
        if (!answer.ok) {
          const fields = documentErrorsOf(answer.error.errors);
          setErrors(fields);
          setMessage(answer.error.message || t('builder.saveFailed'));
          const step = firstStepWithError(fields);
          if (step) setDraft((current) => ({ ...current, step }));
          return false;
        }
        const resume = 'resume' in answer.data ? answer.data.resume : answer.data;
        if ('token' in answer.data && answer.data.token) {
          keepGuestResume(window.localStorage, { resumeId: resume.id, resumeToken: answer.data.token });
        }
        const saved: WizardDraft = { ...draft, id: resume.id, base: resume.updated_at, step: nextStep };
        keepWizardDraft(window.localStorage, saved);
        setDraft(saved);
        setErrors({});
        setSharing({ shared: resume.shared, indexable: resume.indexable });
        if (!draft.id) navigate(to(`/resume-builder/edit/${resume.id}`), { replace: true });
        return true;
      } catch {
        setMessage(t('builder.saveFailed'));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [draft, locale, navigate, t, to],
  );

  /** Leaves the unfinished resume as it was saved and starts a new one. */
  const startAfresh = useCallback(() => {
    forgetWizardDraft(window.localStorage);
    setUnfinishedId(null);
  }, []);

  return {
    status,
    unfinishedId,
    startAfresh,
    draft,
    token,
    sharing,
    setSharing,
    errors,
    message,
    isSaving,
    edit,
    replace,
    setDesign,
    save,
  };
}

export type ResumeWizard = ReturnType<typeof useResumeWizard>;
