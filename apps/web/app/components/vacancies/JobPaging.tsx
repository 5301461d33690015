import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Previous and next links that keep the filters; page 1 has no `page` parameter (the server 301s `?page=1`). */
export function JobPaging({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('Vacancies');
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target === 1) search.delete('page');
    else search.set('page', String(target));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const button = 'rounded-lg border border-neutral-300 px-4 py-2';
  return (
    <nav aria-label={t('paging.label')} className="mt-8 flex items-center justify-between">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={button}>
          {t('paging.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{t('paging.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={button}>
          {t('paging.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
