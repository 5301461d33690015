import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
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
        <Button to={to('/')} size="lg" className="mt-8">
          {t('backHome')}
        </Button>
      </section>
    </DefaultLayout>
  );
}
