import { useEffect, useRef } from 'react';

/** What an action or fetcher answers: `ok: false` marks a failed submit, whatever else it carries. */
type SubmitResult = { ok?: boolean } | null | undefined;

const isFailure = (result: SubmitResult) => !!result && result.ok === false;

/**
 * After a failed submit, moves focus to the first field marked invalid in the element the returned ref is put on
 * (a form, or a section holding a form and its alert), so a keyboard or screen-reader user lands on what to fix.
 * A failure that no field owns (wrong password, too many attempts) focuses the alert that words it instead.
 * Runs once per answer: each submit yields a new result object, an unrelated re-render does not.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(result: SubmitResult) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!isFailure(result)) return;
    const root = ref.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [result]);
  return ref;
}
