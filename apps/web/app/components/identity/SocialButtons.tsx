import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';

const LABELS = { google: 'Google', linkedin: 'LinkedIn', github: 'GitHub' } as const;

/** One button per configured provider; none when no provider is configured. */
export function SocialButtons({ providers, query = '' }: { providers: (keyof typeof LABELS)[]; query?: string }) {
  const { t } = useTranslation('Auth');
  const to = useLocalePath();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="mb-3 text-center text-sm text-muted">{t('orContinueWith')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            href={`${to('/auth')}?social_type=${provider}${query}`}
            variant="secondary"
            size="sm"
            data-testid={`social-${provider}`}
          >
            {LABELS[provider]}
          </Button>
        ))}
      </div>
    </div>
  );
}
