import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { useHydrated } from '../use-hydrated.ts';

// On a desktop the filters stand beside the results, so the button that opens them is for smaller screens.
const triggerClass = 'mb-4 lg:hidden';

/**
 * A search page's body: the results first, the filters beside them on a desktop (a sticky sidebar) and behind a
 * "Filters" button on a phone, which opens them in a dialog and shows how many are set. Without JavaScript the
 * button is a link down to the filters, which then follow the results on a phone.
 */
export function FilterPanel({
  filters,
  results,
  activeCount,
}: {
  /** The filter form; rendered once more inside the phone's dialog while it is open. */
  filters: ReactNode;
  results: ReactNode;
  activeCount: number;
}) {
  const { t } = useTranslation('Ui');
  const isHydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
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
            aria-haspopup="dialog"
          >
            {face}
          </Button>
        ) : (
          <Button href="#filters" variant="secondary" className={triggerClass} data-testid="filters-button">
            {face}
          </Button>
        )}
        {results}
      </div>
      <aside
        id="filters"
        aria-label={t('filters')}
        className={`lg:sticky lg:top-4 lg:col-start-1 lg:row-start-1 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto ${isHydrated ? 'max-lg:hidden' : ''}`}
      >
        {filters}
      </aside>
      {isHydrated ? (
        <Modal open={isOpen} onClose={() => setOpen(false)} title={t('filters')}>
          {isOpen ? (
            <div className="grid gap-4">
              {filters}
              <Button onClick={() => setOpen(false)}>{t('showResults')}</Button>
            </div>
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
}
