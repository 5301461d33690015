/**
 * Text typed into a server-rendered text area before the page's script ran. React's hydration puts a text area with
 * a non-empty default back to that default (it sets `value` from the server's text), which would drop what a visitor
 * on a slow phone typed, and a form would then send the default instead. The client entry notes such text before it
 * hydrates; the kit's text area puts it back once hydrated.
 */
const typed = new WeakMap<HTMLTextAreaElement, string>();

export function noteTypedBeforeHydration(root: ParentNode = document) {
  for (const box of root.querySelectorAll('textarea')) {
    if (box.value !== box.defaultValue) typed.set(box, box.value);
  }
}

/** Puts back what was typed before hydration, through the native setter and an `input` event, so handlers see it. */
export function restoreTypedBeforeHydration(box: HTMLTextAreaElement | null) {
  if (!box) return;
  const value = typed.get(box);
  typed.delete(box);
  if (value === undefined || box.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
