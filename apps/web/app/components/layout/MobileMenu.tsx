import { Menu, X } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuDisclosure, useMenuHandOver } from './MenuDisclosure.tsx';

const triggerClass =
  'inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold hover:bg-neutral-100';

/**
 * The header's menu below the large breakpoint. Server-rendered as a <details> disclosure so its links work before
 * hydration; once its code is here (menu-parts.ts) a Radix dialog sliding in from the side: focus stays inside while
 * it is open, and Escape, a click outside, the close button or choosing a link closes it and gives focus back to the
 * trigger.
 */
export function MobileMenu({ children, className }: { children: ReactNode; className: string }) {
  const { t } = useTranslation('Header');
  const { parts, open, setOpen, trigger: triggerRef, disclosure } = useMenuHandOver();
  const trigger = (
    <>
      <Menu aria-hidden="true" className="h-5 w-5" />
      {/* A phone's header has room for the icon only; the button keeps its name. */}
      <span className="sr-only sm:not-sr-only">{t('menu')}</span>
    </>
  );
  if (!parts) {
    return (
      <MenuDisclosure
        className={`relative ${className}`}
        testId="mobile-menu"
        summaryClassName={triggerClass}
        summary={trigger}
        {...disclosure}
      >
        <nav
          aria-label={t('mainMenu')}
          className="absolute right-0 z-30 mt-2 w-64 rounded-lg border border-neutral-200 bg-white p-2 shadow-lg"
        >
          {children}
        </nav>
      </MenuDisclosure>
    );
  }
  const { Dialog } = parts;
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  // Searching from the menu leaves the page like a link does.
  const closeOnSearch = () => setOpen(false);
  return (
    <div className={className} data-testid="mobile-menu">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger ref={triggerRef} className={triggerClass}>
          {trigger}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Dialog.Content
            aria-describedby={undefined}
            onClick={closeOnLink}
            onSubmit={closeOnSearch}
            className="fixed inset-y-0 right-0 z-50 flex w-[min(85vw,320px)] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
          >
            <div className="flex items-center justify-between">
              <Dialog.Title className="px-3 text-base font-semibold">{t('menu')}</Dialog.Title>
              <Dialog.Close className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-neutral-100">
                <X aria-hidden="true" className="h-5 w-5" />
                <span className="sr-only">{t('closeMenu')}</span>
              </Dialog.Close>
            </div>
            <nav aria-label={t('mainMenu')}>{children}</nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
