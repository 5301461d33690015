import type { TApplyRequest } from '@hushwork/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * An application a guest wrote on a vacancy's page, kept in the browser while they sign in (docs/adding-a-domain.md
 * §3.6, like a guest's review): the vacancy, the checked body and the way back. The vacancy's page posts it once the
 * visitor comes back signed in as a job seeker.
 */
export type PendingApplication = { vacancy_id: number; payload: TApplyRequest; redirect: string };

const KEY = 'hushwork.pendingApplication';

export function savePendingApplication(value: PendingApplication): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the guest signs in and writes it again.
  }
}

/** The kept application to this vacancy, removed first so a reload never posts it twice; null when there is none. */
export function takePendingApplication(vacancyId: number): PendingApplication | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as PendingApplication;
    if (value?.vacancy_id !== vacancyId) return null;
    localStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}

/**
 * The kept body as the apply form posts it (Conform's names: `answers[0].question_id`), so the page's action parses it
 * with the same schema as a typed one. The CV stays behind: a guest had none to attach.
 */
export function applicationFormData(payload: TApplyRequest): FormData {
  const form = new FormData();
  form.set('vacancy_id', String(payload.vacancy_id));
  form.set('cover_letter', payload.cover_letter);
  form.set('open_profile', String(payload.open_profile ?? false));
  for (const [index, answer] of (payload.answers ?? []).entries()) {
    form.set(`answers[${index}].question_id`, String(answer.question_id));
    form.set(`answers[${index}].answer`, answer.answer);
  }
  return form;
}

/**
 * When the action answered a guest with their checked application (`pending`), keeps it with this page as the way
 * back and sends the guest to sign in; the page posts it on their return.
 */
export function useKeepApplicationForSignIn(pending: Omit<PendingApplication, 'redirect'> | undefined) {
  const navigate = useNavigate();
  const to = useLocalePath();
  useEffect(() => {
    if (!pending) return;
    const redirect = window.location.pathname;
    savePendingApplication({ ...pending, redirect });
    navigate(`${to('/login')}?redirect=${encodeURIComponent(redirect)}`);
  }, [pending, navigate, to]);
}
