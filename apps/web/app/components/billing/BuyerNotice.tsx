import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { type Buyer, signInPathOf } from './buyer.ts';

/**
 * What a reader who cannot subscribe here is told instead, and where they can go: a guest signs in as a company (and
 * comes back to this page), a team member asks the owner, a company that pays already manages its subscription.
 */
export function BuyerNotice({ buyer, className = '' }: { buyer: Exclude<Buyer, 'owner'>; className?: string }) {
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const isLive = useIsLive();
  const { pathname, search } = useLocation();
  const action = {
    guest: { to: signInPathOf(to('/login'), `${pathname}${search}`), label: t('buyer.signIn') },
    'no-company': isLive('/profile/add-company')
      ? { to: to('/profile/add-company'), label: t('buyer.addCompany') }
      : null,
    subscribed: { to: to('/profile/employer/subscriptions'), label: t('buyer.manage') },
    worker: null,
    admin: null,
    member: null,
  }[buyer];
  return (
    <Notice tone={buyer === 'member' ? 'warning' : 'info'} title={t(`buyer.${buyer}.title`)} className={className}>
      <p>{t(`buyer.${buyer}.text`)}</p>
      {action ? (
        <Button to={action.to} size="sm" variant={buyer === 'guest' ? 'primary' : 'secondary'} className="mt-3">
          {action.label}
        </Button>
      ) : null}
    </Notice>
  );
}
