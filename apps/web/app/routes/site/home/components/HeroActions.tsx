import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../lib/use-locale.ts';

const primary = 'inline-block rounded-lg bg-brand px-6 py-3 font-semibold text-ink hover:brightness-95';
const secondary =
  'inline-block rounded-lg border border-neutral-300 bg-white px-6 py-3 font-semibold hover:border-brand';

/**
 * What the hero offers while there is no job search yet: what works today, an anonymous profile for a guest (or
 * signing in), the profile for a signed-in visitor.
 */
export function HeroActions({ isGuest }: { isGuest: boolean }) {
  const { t } = useTranslation('Home');
  const to = useLocalePath();
  if (!isGuest) {
    return (
      <div className="mt-8">
        <Link to={to('/profile')} className={primary}>
          {t('profileButton')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to={to('/register?role=worker')} className={primary}>
        {t('startButton')}
      </Link>
      <Link to={to('/login')} className={secondary}>
        {t('signInLink')}
      </Link>
    </div>
  );
}
