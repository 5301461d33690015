import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { splitLocale } from '../../../lib/locale-path.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Legal'] } satisfies I18nHandle;

const DOCUMENTS = ['cookie', 'privacy', 'agreement', 'rules'] as const;
const SECTIONS = ['s1', 's2', 's3', 's4'] as const;

/** The legal documents share one layout; which one is shown follows the path. */
export function loader({ request }: Route.LoaderArgs) {
  const name = splitLocale(new URL(request.url).pathname).path.slice(1);
  const document = DOCUMENTS.find((candidate) => candidate === name) ?? 'agreement';
  return { document };
}

export default function LegalPage() {
  const { document } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Legal');
  const to = useLocalePath();
  const title = t(`${document}.title`);
  return (
    <DefaultLayout>
      <PageMeta title={title} description={t(`${document}.intro`)} />
      <article className="page-container max-w-3xl py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title, link: to(`/${document}`) },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-lg text-muted">{t(`${document}.intro`)}</p>
        {SECTIONS.map((section) => (
          <section key={section} className="mt-8">
            <h2 className="text-xl font-semibold">{t(`${document}.${section}Title`)}</h2>
            <p className="mt-2 leading-relaxed">{t(`${document}.${section}Text`)}</p>
          </section>
        ))}
        <p className="mt-10 text-sm text-muted">{t('updated')}</p>
      </article>
    </DefaultLayout>
  );
}
