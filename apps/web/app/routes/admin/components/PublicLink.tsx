import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale.ts';

/** The item's public page, while it is approved (before, that page answers 404 to everyone but its owner). */
export function PublicLink({ isPublic, to: path, name }: { isPublic: boolean; to: string; name: string }) {
  const { t } = useTranslation('Admin');
  const to = useLocalePath();
  if (!isPublic) return <span className="text-muted">{t('notPublic')}</span>;
  return (
    <Link
      to={to(path)}
      aria-label={`${t('openPublic')}: ${name}`}
      className="inline-flex items-center gap-1 underline hover:text-brand-strong"
    >
      {t('openPublic')}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}
