import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list or section with nothing in it: what that means here (the kit's "Nothing here yet" when the page has no words
 * of its own), and optionally where to go instead.
 */
export function EmptyState({
  title,
  children,
  action,
  className = 'mt-6',
}: {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  const hasWords = title !== undefined || children !== undefined;
  return (
    <div className={`rounded-2xl border border-neutral-200 bg-white p-6 text-muted ${className}`}>
      {title !== undefined ? <p className="font-semibold text-ink">{title}</p> : null}
      {hasWords ? children : <p>{t('empty')}</p>}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
