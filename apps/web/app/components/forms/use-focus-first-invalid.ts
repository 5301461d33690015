import { useEffect, useRef } from 'react';

/**
 * What an action or fetcher answers: `ok: false` (a plain result) or `status: 'error'` (a Conform reply) marks a
 * failed submit, whatever else it carries.
 */
type SubmitResult = { ok?: boolean; status?: string; error?: Record<string, unknown> | null } | null | undefined;

const isFailure = (result: SubmitResult) => !!result && (result.ok === false || result.status === 'error');
// Conform focuses the first field its reply marks; a hidden one (a link's token) cannot take focus, nor can a
// failure no field owns, and those are left to us.
const isFocusedByConform = (result: SubmitResult) => {
  const name = (document.activeElement as HTMLInputElement | null)?.name;
  return !!name && !!result?.error?.[name];
};

/**
 * After a failed submit, moves focus to the first field marked invalid in the element the returned ref is put on
 * (a form, or a section holding a form and its alert), so a keyboard or screen-reader user lands on what to fix.
 * A failure that no field owns (wrong link, too many attempts) focuses the alert that words it instead.
 * Runs once per answer: each submit yields a new result object, an unrelated re-render does not.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(result: SubmitResult) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!isFailure(result) || isFocusedByConform(result)) return;
    const root = ref.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [result]);
  return ref;
}
