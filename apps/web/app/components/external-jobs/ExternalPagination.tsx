import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Previous and next links that keep the filters; page 1 has no `page` parameter. */
export function ExternalPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('ExternalJobs');
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target === 1) search.delete('page');
    else search.set('page', String(target));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-between">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="rounded-lg border border-neutral-300 px-4 py-2">
          {t('previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className="rounded-lg border border-neutral-300 px-4 py-2">
          {t('nextPage')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
