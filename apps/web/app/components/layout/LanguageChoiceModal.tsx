import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import { switchLocale } from '../../lib/locale-path.ts';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';

const CHOICE_COOKIE = 'hw_language_choice';

/** Russian-locale visitors outside Israel are asked once whether they would rather read in Ukrainian (spec section 2). */
export function LanguageChoiceModal() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const location = useLocation();
  const data = useRouteLoaderData<RootData>('root');
  const [open, setOpen] = useState(false);
  const isDue = locale === 'ru' && data?.shouldAskLanguage === true;
  useEffect(() => setOpen(isDue), [isDue]);
  if (!isDue) return null;
  const remember = (choice: 'ru' | 'uk') => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${CHOICE_COOKIE}=${choice}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
    setOpen(false);
    if (choice === 'uk') window.location.assign(switchLocale('uk', location));
  };
  return (
    <Modal open={open} onClose={() => remember('ru')} title={t('languageChoiceTitle')} width={480}>
      <p className="mb-6 text-muted">{t('languageChoiceText')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button lang="uk" size="lg" onClick={() => remember('uk')}>
          Українською
        </Button>
        <Button lang="ru" size="lg" variant="secondary" onClick={() => remember('ru')}>
          На русском
        </Button>
      </div>
    </Modal>
  );
}
