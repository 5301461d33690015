import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from './Button.tsx';
import { pageHref, pageWindow } from './page-window.ts';

/**
 * Previous and next links, "Page 2 of 9", and the page numbers around the current one, all keeping the filters in
 * the address. Nothing at all for a single page; no link before the first page or past the last.
 */
export function Pagination({ page, pages, label }: { page: number; pages: number; label?: string }) {
  const { t } = useTranslation('Ui');
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (target: number) => pageHref(pathname, search, target);
  const slots = pageWindow(page, pages);
  return (
    <nav aria-label={label ?? t('pagination')} className="mt-8">
      {/* Three equal columns: "Page 2 of 3" stays centred whichever of the buttons a page has. */}
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-4">
        <div>
          {page > 1 ? (
            <Button to={hrefOf(page - 1)} rel="prev" variant="secondary">
              {t('previousPage')}
            </Button>
          ) : null}
        </div>
        <span className="text-center text-muted">{t('pageOf', { page, pages })}</span>
        <div className="text-right">
          {page < pages ? (
            <Button to={hrefOf(page + 1)} rel="next" variant="secondary">
              {t('nextPage')}
            </Button>
          ) : null}
        </div>
      </div>
      <ol className="mt-3 flex flex-wrap justify-center gap-1">
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-after-${slots[index - 1]}`} aria-hidden="true" className="px-2 py-1 text-muted">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefOf(slot)}
                aria-label={t('pageNumber', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
                className="inline-flex min-w-9 justify-center rounded-lg px-2 py-1 hover:bg-neutral-100 aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
