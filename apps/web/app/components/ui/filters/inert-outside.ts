/**
 * Makes everything on the page but `element` inert, as a modal `<dialog>` does: clicks, focus and screen readers stay
 * inside it. Returns the undo. For a panel that must stay where it is in the page (so the form in it is rendered once)
 * yet act as a modal while it is open.
 */
export function inertOutside(element: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
  }
  return () => {
    for (const sibling of made) sibling.removeAttribute('inert');
  };
}
