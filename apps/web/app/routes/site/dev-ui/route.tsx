import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { KitGallery } from './components/KitGallery.tsx';

export const handle = { i18n: ['DevUi'] } satisfies I18nHandle;

/** Anywhere but a local run asked from its own machine this page does not exist, as /dev/mail does not. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.devPages) throw data(null, { status: 404 });
  return null;
}

/** /dev/ui: the kit's gallery, each control in each state, so a change to one is seen everywhere at once. */
export default function DevUiGallery() {
  const { t } = useTranslation('DevUi');
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} />
      <meta name="robots" content="noindex" />
      <KitGallery />
    </DefaultLayout>
  );
}
