import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';

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
        <Button to={to('/profile')} size="lg">
          {t('profileButton')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Button to={to('/register?role=worker')} size="lg">
        {t('startButton')}
      </Button>
      <Button to={to('/login')} size="lg" variant="secondary">
        {t('signInLink')}
      </Button>
    </div>
  );
}
