import type { TCommunityTariff } from '@hushwork/contract';
import { KeyRound, Search, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { signInPathOf } from '../billing/buyer.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import type { CommunityReader } from './community-reader.ts';
import { TariffCards } from './TariffCards.tsx';

const STEPS = [
  { key: 'join', icon: UsersRound },
  { key: 'search', icon: Search },
  { key: 'open', icon: KeyRound },
] as const;

/** The way in for who reads the page: a guest signs up or in as a company, a worker joins from the profile. */
export function WayIn({ reader }: { reader: Exclude<CommunityReader, 'owner' | 'member' | 'admin'> }) {
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const isLive = useIsLive();
  const { pathname, search } = useLocation();
  if (reader === 'guest') {
    return (
      <Notice tone="info" title={t('intro.guestTitle')} className="mt-8">
        <p>{t('intro.guestText')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button to={to('/register?role=company')} size="sm">
            {t('intro.signUp')}
          </Button>
          <Button to={signInPathOf(to('/login'), `${pathname}${search}`)} size="sm" variant="secondary">
            {t('intro.signIn')}
          </Button>
        </div>
      </Notice>
    );
  }
  if (reader === 'worker') {
    return (
      <Notice tone="info" title={t('intro.workerTitle')} className="mt-8">
        <p>{t('intro.workerText')}</p>
        {isLive('/profile/user/contacts') ? (
          <Button to={to('/profile/user/contacts#community')} size="sm" className="mt-3">
            {t('intro.workerButton')}
          </Button>
        ) : null}
      </Notice>
    );
  }
  return (
    <Notice tone="info" title={t('intro.noCompanyTitle')} className="mt-8">
      <p>{t('intro.noCompanyText')}</p>
      {isLive('/profile/add-company') ? (
        <Button to={to('/profile/add-company')} size="sm" className="mt-3">
          {t('intro.addCompany')}
        </Button>
      ) : null}
    </Notice>
  );
}

/**
 * `/community` for everyone who does not search it (spec section 3: only companies do): what the directory is, how
 * a specialist is in it by their own choice, what the plans cost, and the reader's way in.
 */
export function CommunityIntro({
  reader,
  tariffs,
}: {
  reader: Exclude<CommunityReader, 'owner' | 'member' | 'admin'>;
  tariffs: readonly TCommunityTariff[];
}) {
  const { t } = useTranslation('Community');
  return (
    <>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STEPS.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl border border-neutral-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-6 text-brand-strong" />
            <h2 className="mt-3 text-lg font-semibold">{t(`intro.${key}Title`)}</h2>
            <p className="mt-2 text-muted">{t(`intro.${key}Text`)}</p>
          </li>
        ))}
      </ol>
      <WayIn reader={reader} />
      <section aria-labelledby="intro-plans-title" className="mt-10">
        <h2 id="intro-plans-title" className="text-2xl font-bold">
          {t('intro.plansTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('intro.plansLead')}</p>
        <div className="mt-6">
          <TariffCards tariffs={tariffs} />
        </div>
      </section>
    </>
  );
}
