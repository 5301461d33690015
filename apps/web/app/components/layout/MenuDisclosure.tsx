import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { hadFocusWhenLoaded, loadOnApproach, useMenuParts } from './menu-parts.ts';

type Disclosure = { onOpenChange: (open: boolean) => void; summaryRef: (element: HTMLElement | null) => void };

/**
 * A header menu's state across the hand-over from its disclosure to its Radix menu (menu-parts.ts): a disclosure
 * opened before the menu's code arrived becomes an open menu, and a focused summary hands the focus to the trigger.
 */
export function useMenuHandOver() {
  const parts = useMenuParts();
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A callback ref that keeps the element after it unmounts: the hand-over asks about it once it is gone.
  const summaryRef = useCallback((element: HTMLElement | null) => {
    if (element) summary.current = element;
  }, []);
  // Opened before React was here (a guest's page hydrates on the first interaction, ADR 0046, often that very
  // click): the toggle event came before React listened, so the disclosure is asked once hydrated.
  useEffect(() => {
    if (summary.current?.closest('details')?.open) setOpen(true);
  }, []);
  const isHandedOver = parts !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at the hand-over; later, `open` is Radix's to manage.
  useEffect(() => {
    if (isHandedOver && !open && summary.current && hadFocusWhenLoaded(summary.current)) trigger.current?.focus();
  }, [isHandedOver]);
  const disclosure: Disclosure = { onOpenChange: setOpen, summaryRef };
  return { parts, open, setOpen, trigger, disclosure };
}

type MenuDisclosureProps = Disclosure & {
  className?: string;
  summaryClassName: string;
  summary: ReactNode;
  /** The panel: shown while the disclosure is open. */
  children: ReactNode;
  testId?: string;
};

/**
 * A header menu as the server renders it, and as it stays until its Radix code has arrived: a <details> disclosure
 * whose links work without scripts and are seen by crawlers. Choosing a link closes it, as the menus do.
 */
export function MenuDisclosure({
  className,
  summaryClassName,
  summary,
  children,
  testId,
  onOpenChange,
  summaryRef,
}: MenuDisclosureProps) {
  const closeOnLink = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest('a')) event.currentTarget.open = false;
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed from the keyboard arrives here as a click too.
    <details
      className={className}
      data-testid={testId}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      onClick={closeOnLink}
    >
      <summary ref={summaryRef} className={`list-none ${summaryClassName}`} {...loadOnApproach}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
