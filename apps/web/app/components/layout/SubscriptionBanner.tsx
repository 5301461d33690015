import { ROLES, type TUser } from '@hushwork/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

const CLOSED_COOKIE = 'hw_subscription_banner';

/** For employers: shown unless their tariff is active or they closed it (spec section 6); closing lasts 30 days. */
export function SubscriptionBanner({ user, isClosed }: { user: TUser | null; isClosed: boolean }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const [closed, setClosed] = useState(isClosed);
  if (!user || user.role_id !== ROLES.company || user.employer?.tariff.active || closed) return null;
  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${CLOSED_COOKIE}=closed; Max-Age=${30 * 24 * 3600}; Path=/; SameSite=Lax`;
    setClosed(true);
  };
  return (
    <div
      className="flex items-center justify-center gap-3 bg-brand-soft px-4 py-2 text-sm"
      data-testid="subscription-banner"
    >
      <p>
        {t('subscriptionBanner')}{' '}
        <Link to={to('/subscriptions')} className="font-semibold text-brand-strong underline">
          {t('subscriptionLink')}
        </Link>
      </p>
      <button type="button" onClick={close} className="rounded px-2 py-1 hover:bg-white/60">
        <X aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t('closeBanner')}</span>
      </button>
    </div>
  );
}
