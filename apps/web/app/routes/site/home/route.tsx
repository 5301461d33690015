import { ROLES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { PillLink } from '../../../components/ui/PillLinks.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { HeroActions } from './components/HeroActions.tsx';
import { JobSearch } from './components/JobSearch.tsx';
import { LinkList } from './components/LinkList.tsx';
import { HOME_LINK_TARGETS } from './home-link-targets.ts';
import { loadHome } from './load-home.server.ts';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Home', 'Places'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadHome(args);

const GRID_COLUMNS = ['', '', 'md:grid-cols-2', 'md:grid-cols-3'];

export default function Home() {
  const { t } = useTranslation('Home');
  const to = useLocalePath();
  const { specializations, keywords, cities } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const isGuest = !user;
  const isLive = useIsLive();
  // Spec section 2: the community is shown on the home page to companies only, and only where it is offered.
  const showsCommunity = user?.role_id === ROLES.company && isLive('/community');
  const linkTo = (target: string, slug: string) => to(`${target}/${slug}`);
  // A block whose landings are not live comes back empty from the loader and is left out, heading and all.
  const linkLists: { title: string; links: PillLink[] }[] = [
    {
      title: t('popularSpecializations'),
      links: specializations.map((s) => ({ label: s.name, to: linkTo(HOME_LINK_TARGETS.specializations, s.slug) })),
    },
    {
      title: t('popularTechnologies'),
      links: keywords.map((k) => ({ label: k.name, to: linkTo(HOME_LINK_TARGETS.keywords, k.slug) })),
    },
    {
      title: t('popularCities'),
      links: cities.map((c) => ({ label: c.name, to: linkTo(HOME_LINK_TARGETS.cities, c.slug) })),
    },
  ].filter((list) => list.links.length > 0);
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} description={t('description')} />
      <section className="bg-gradient-to-b from-brand-soft to-neutral-50">
        <div className="page-container py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-5xl">{t('headline')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t('lead')}</p>
          {isLive('/job-openings') ? <JobSearch /> : <HeroActions isGuest={isGuest} />}
        </div>
      </section>

      {linkLists.length > 0 ? (
        <div className={`page-container grid gap-10 py-12 ${GRID_COLUMNS[linkLists.length]}`}>
          {linkLists.map((list) => (
            <LinkList key={list.title} title={list.title} links={list.links} />
          ))}
        </div>
      ) : null}

      <section className="page-container py-8" aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold">
          {t('howTitle')}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {(['step1', 'step2', 'step3'] as const).map((step, index) => (
            <li key={step} className="rounded-2xl border border-neutral-200 bg-white p-6">
              <p className="text-sm font-bold text-brand-strong">{index + 1}</p>
              <h3 className="mt-2 text-lg font-semibold">{t(`${step}Title`)}</h3>
              <p className="mt-2 text-muted">{t(`${step}Text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      {showsCommunity ? (
        <CallToAction
          id="community-title"
          tone="light"
          title={t('communityTitle')}
          text={t('communityText')}
          to={to('/community')}
          button={t('communityButton')}
        />
      ) : null}

      {/* Signing up is the one thing it offers, so a signed-in visitor does not see it. */}
      {isGuest ? (
        <CallToAction
          id="employers-title"
          tone="dark"
          title={t('employersTitle')}
          text={t('employersText')}
          to={to('/register?role=company')}
          button={t('employersButton')}
        />
      ) : null}
    </DefaultLayout>
  );
}

const CALL_TONES = {
  light: { frame: 'border border-brand-soft bg-white', text: 'max-w-2xl text-muted' },
  dark: { frame: 'bg-ink text-white', text: 'text-neutral-200' },
} as const;

/** A band of the home page that asks one thing of the visitor: its title, a line on why, and the one button. */
function CallToAction({
  id,
  tone,
  title,
  text,
  to,
  button,
}: {
  id: string;
  tone: keyof typeof CALL_TONES;
  title: string;
  text: string;
  to: string;
  button: string;
}) {
  return (
    <section className="page-container py-8" aria-labelledby={id}>
      <div
        className={`flex flex-col items-start gap-4 rounded-2xl p-8 md:flex-row md:items-center md:justify-between ${CALL_TONES[tone].frame}`}
      >
        <div>
          <h2 id={id} className="text-2xl font-bold">
            {title}
          </h2>
          <p className={`mt-2 ${CALL_TONES[tone].text}`}>{text}</p>
        </div>
        <Button to={to} size="lg" className="shrink-0">
          {button}
        </Button>
      </div>
    </section>
  );
}
