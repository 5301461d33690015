import type { TUser } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';

/** The danger banner `Profile.ActivateEmail` for an unconfirmed address (spec section 8). */
export function VerifyEmailBanner({ user }: { user: TUser | null }) {
  const { t } = useTranslation('Profile');
  if (!user || user.email_verification) return null;
  return (
    <div role="alert" className="bg-red-700 px-4 py-2 text-center text-sm text-white" data-testid="verify-email-banner">
      {t('ActivateEmail')}
    </div>
  );
}
