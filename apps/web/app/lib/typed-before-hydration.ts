/**
 * Text typed into a server-rendered text area before React hydrated it. Hydration puts a text area with a non-empty
 * default back to that default (it sets `value` from the server's text), which would drop what a visitor on a slow
 * phone typed, and a form would then send the default instead. That happens to text typed before the page's script
 * ran and to text typed while React hydrates (it yields between parts of the page, so a box it has not reached yet
 * still takes typing). The client entry notes both before it hydrates; the kit's text area puts the text back once
 * hydrated.
 */
const typed = new WeakMap<HTMLTextAreaElement, string>();

export function noteTypedBeforeHydration(root: Document = document) {
  for (const box of root.querySelectorAll('textarea')) {
    if (box.value !== box.defaultValue) typed.set(box, box.value);
  }
  root.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
    },
    true,
  );
}

/**
 * Puts back what was typed before the box was hydrated, if hydration put the server's default back in its place,
 * through the native setter and an `input` event, so handlers see it.
 */
export function restoreTypedBeforeHydration(box: HTMLTextAreaElement | null) {
  if (!box) return;
  const value = typed.get(box);
  typed.delete(box);
  if (value === undefined || box.value === value || box.value !== box.defaultValue) return;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
