import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';

/**
 * The list as a CSV file, with the filters and order of the address: a plain link (`href`), as the router must not
 * try to render a file; the page number is left out, as the export holds every page.
 */
export function ExportLink() {
  const { t } = useTranslation('Admin');
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('page');
  const rest = query.toString();
  return (
    <Button href={`${pathname}/export${rest ? `?${rest}` : ''}`} variant="secondary" size="sm" download>
      <Download aria-hidden="true" className="size-4" />
      {t('exportCsv')}
    </Button>
  );
}
