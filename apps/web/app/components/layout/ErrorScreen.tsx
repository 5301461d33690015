import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { PageMeta } from '../ui/PageMeta.tsx';
import { DefaultLayout } from './layouts.tsx';

/** The 404 page and the error page for a failed route load, with the status it came with. */
export function ErrorScreen({ status }: { status: number }) {
  const { t } = useTranslation('ErrorPage');
  const to = useLocalePath();
  const isNotFound = status === 404;
  return (
    <DefaultLayout>
      <section className="page-container flex flex-col items-center py-24 text-center" aria-labelledby="error-title">
        <PageMeta title={isNotFound ? t('notFoundTitle') : t('errorTitle')} />
        <p className="text-7xl font-bold text-brand-strong">{status}</p>
        <h1 id="error-title" className="mt-4 text-2xl font-semibold">
          {isNotFound ? t('notFoundTitle') : t('errorTitle')}
        </h1>
        <p className="mt-3 max-w-md text-muted">{isNotFound ? t('notFoundText') : t('errorText')}</p>
        <Link to={to('/')} className="mt-8 rounded-lg bg-brand px-5 py-3 font-semibold text-ink hover:brightness-95">
          {t('backHome')}
        </Link>
      </section>
    </DefaultLayout>
  );
}
