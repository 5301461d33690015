import { useTranslation } from 'react-i18next';

/** The "New" mark beside a menu item (external jobs, spec section 2); dark text, as white on the brand fails AA. */
export function NewBadge() {
  const { t } = useTranslation('Header');
  return (
    <span className="ml-1 rounded bg-brand px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none text-ink">
      {t('new')}
    </span>
  );
}
