import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useDrawer } from './use-drawer.ts';

// On a desktop the filters stand beside the results, so the button that opens them is for smaller screens.
const triggerClass = 'mb-4 lg:hidden';
const DESKTOP = '(min-width: 1100px)'; // --breakpoint-lg in app.css

/**
 * A search page's body: the results first, the filters beside them on a desktop (a sticky sidebar) and behind a
 * "Filters" button on a phone, which shows how many are set and opens them as a drawer. The filter form is rendered
 * once, in the sidebar: the drawer is that same sidebar laid over the page, so no field exists twice and what is typed
 * stays. Without JavaScript the button is a link down to the filters, which then follow the results on a phone.
 */
export function FilterPanel({
  filters,
  results,
  activeCount,
}: {
  filters: ReactNode;
  results: ReactNode;
  activeCount: number;
}) {
  const { t } = useTranslation('Ui');
  const isHydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDrawer(panelRef, isOpen, close);
  // A visitor on a phone already in the filters when the page hydrates (a guest's page hydrates on the first
  // interaction, ADR 0046) keeps them, as the open drawer, instead of seeing them hidden under their fingers.
  useEffect(() => {
    if (panelRef.current?.contains(document.activeElement) && !window.matchMedia(DESKTOP).matches) setOpen(true);
  }, []);
  const label = activeCount > 0 ? t('filtersActive', { count: activeCount }) : t('filters');
  const face = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {label}
    </>
  );
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <div className="min-w-0 lg:col-start-2">
        {isHydrated ? (
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            className={triggerClass}
            data-testid="filters-button"
            data-replay-click="filters"
            aria-haspopup="dialog"
          >
            {face}
          </Button>
        ) : (
          <Button
            href="#filters"
            variant="secondary"
            className={triggerClass}
            data-testid="filters-button"
            data-replay-click="filters"
          >
            {face}
          </Button>
        )}
        {results}
      </div>
      <aside
        id="filters"
        aria-label={t('filters')}
        className={`lg:sticky lg:top-4 lg:col-start-1 lg:row-start-1 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto ${isHydrated && !isOpen ? 'max-lg:hidden' : ''}`}
      >
        {/* The same elements open or closed, only their attributes change: React keeps the form as it is. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is on the backdrop only; Escape (useDrawer) is its keyboard twin. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
        <div
          className={isOpen ? 'fixed inset-0 z-50 flex justify-end bg-black/40' : ''}
          onClick={(event) => {
            if (isOpen && event.target === event.currentTarget) close();
          }}
        >
          <div
            ref={panelRef}
            {...(isOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, tabIndex: -1 } : {})}
            className={
              isOpen
                ? 'flex h-full w-full max-w-md flex-col overflow-y-auto overscroll-contain bg-white shadow-2xl'
                : ''
            }
          >
            {isOpen ? (
              <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-neutral-200 bg-white px-4 py-3">
                <h2 id={titleId} className="text-xl font-semibold">
                  {t('filters')}
                </h2>
                <button type="button" onClick={close} className="rounded-md px-2 py-1 text-muted hover:bg-neutral-100">
                  <span aria-hidden="true">✕</span>
                  <span className="sr-only">{t('close')}</span>
                </button>
              </div>
            ) : null}
            <div className={isOpen ? 'grow p-4' : ''}>{filters}</div>
            {isOpen ? (
              <div className="sticky bottom-0 border-t border-neutral-200 bg-white p-4">
                <Button onClick={close} className="w-full">
                  {t('showResults')}
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      </aside>
    </div>
  );
}
