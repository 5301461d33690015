import { ROLES, type TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * The danger banner `Header.UnpaidHiring` (spec section 8): a hire's fee is overdue, for every member of the company's
 * team, with the way to the hirings tab where the owner pays it.
 */
export function UnpaidHiringBanner({ user }: { user: TUser | null }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  if (!user || user.role_id !== ROLES.company || !user.employer?.has_hiring_payment_reminder) return null;
  return (
    <div
      role="alert"
      className="bg-red-700 px-4 py-2 text-center text-sm text-white"
      data-testid="unpaid-hiring-banner"
    >
      {t('UnpaidHiring')}{' '}
      <Link to={to('/profile/employer/hirings')} className="font-semibold underline">
        {t('UnpaidHiringLink')}
      </Link>
    </div>
  );
}
