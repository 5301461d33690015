import type { TUser } from '@hushwork/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';

const TIP_DELAY_MS = 5_000;

/**
 * `?activate` shows, after 5 seconds, a tip to activate an inactive profile (one click activates it); `?cp` asks
 * for a password change (spec section 4).
 */
export function ProfileTips({ user }: { user: TUser }) {
  const { t } = useTranslation('Profile');
  const [params] = useSearchParams();
  const fetcher = useFetcher<{ ok: boolean }>();
  const tipRef = useFocusFirstInvalid<HTMLDivElement>(fetcher.data);
  const { t: tAuth } = useTranslation('Auth');
  const to = useLocalePath();
  const [isTipDue, setTipDue] = useState(false);
  const wantsActivate = params.has('activate') && !user.is_active;
  useEffect(() => {
    if (!wantsActivate) return;
    const timer = window.setTimeout(() => setTipDue(true), TIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wantsActivate]);
  const activated = fetcher.data?.ok === true;
  return (
    <>
      {wantsActivate && isTipDue && !activated ? (
        <div ref={tipRef} className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-soft px-4 py-3">
          <p role="status" className="flex-1">
            {t('activateTip')}
          </p>
          {fetcher.data?.ok === false ? (
            <div className="basis-full">
              <FormAlert message={tAuth('genericError')} />
            </div>
          ) : null}
          <fetcher.Form method="post" action={to('/profile/activate')}>
            <input type="hidden" name="intent" value="activate" />
            <Button type="submit">{t('activateButton')}</Button>
          </fetcher.Form>
        </div>
      ) : null}
      {activated ? (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-4 py-3 text-green-900">
          {t('activated')}
        </p>
      ) : null}
      {params.has('cp') ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-soft px-4 py-3">
          {t('changePasswordTip')}
        </p>
      ) : null}
    </>
  );
}
