import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_S } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';

/** Rendered by the server when no consent is stored, so the panel never flashes in after load. */
export function CookieConsent() {
  const { t } = useTranslation('CookieConsent');
  const to = useLocalePath();
  const data = useRouteLoaderData<RootData>('root');
  const [accepted, setAccepted] = useState(data?.hasCookieConsent ?? false);
  if (accepted) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${COOKIE_CONSENT_COOKIE}=1; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;
    setAccepted(true);
  };
  return (
    <section
      aria-label={t('title')}
      data-testid="cookie-consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-2xl sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm">
        {t('text')}{' '}
        <Link to={to('/cookie')} className="font-semibold text-brand-strong underline">
          {t('more')}
        </Link>
      </p>
      <Button onClick={accept} className="text-sm">
        {t('accept')}
      </Button>
    </section>
  );
}
