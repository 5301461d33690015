import type { TUser } from '@hushwork/contract';
import { BadgeCheck, CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ProfilePage } from '../../../../components/profile/ProfilePage.tsx';
import { runGuards } from '../../../../lib/guards.server.ts';
import type { I18nHandle } from '../../../../lib/i18n.ts';
import { isLivePath } from '../../../../lib/live-sections.ts';
import { splitLocale } from '../../../../lib/locale-path.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Companies', 'Profile'] } satisfies I18nHandle;

/** The employer profile's tabs whose content comes with later domains (applications, candidates, billing). */
export const EMPLOYER_TABS = ['hirings', 'resumes', 'subscriptions'] as const;
type EmployerTab = (typeof EMPLOYER_TABS)[number];

const ICONS: Record<EmployerTab, LucideIcon> = { hirings: BadgeCheck, resumes: FileText, subscriptions: CreditCard };

export async function loader(args: Route.LoaderArgs) {
  const user = await args.context.currentUser();
  runGuards(['auth', 'company', 'check-relations'], { request: args.request, user });
  const path = splitLocale(new URL(args.request.url).pathname).path;
  const tab = EMPLOYER_TABS.find((name) => path === `/profile/employer/${name}`) ?? 'hirings';
  return { user: user as TUser, tab };
}

const WORDS = {
  hirings: { title: 'hiringsTitle', empty: 'hiringsEmpty', lead: 'hiringsLead', link: 'hiringsLink' },
  resumes: { title: 'resumesTitle', empty: 'resumesEmpty', lead: 'resumesLead', link: 'resumesLink' },
  subscriptions: { title: 'subscriptionsTitle', empty: 'subscriptionsEmpty', lead: 'subscriptionsLead', link: null },
} as const;

/** Where the empty state points: a live page of the employer's own, never one still being built. */
function nextPathOf(tab: EmployerTab, user: TUser): string | null {
  if (tab === 'hirings') return '/profile/employer/team';
  if (tab === 'resumes') return user.company ? `/company/${user.company.slug}` : null;
  return null;
}

/**
 * The employer profile's hirings, resumes and subscriptions tabs. Until hirings, candidates and tariffs exist these
 * say what each will hold and what is true today (no hirings reported, no resumes opened, no paid tariff), with a
 * way on to a page that works.
 */
export default function EmployerTabPage() {
  const { user, tab } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const Icon = ICONS[tab];
  const words = WORDS[tab];
  const next = nextPathOf(tab, user);
  // Today's truth for the tariff: the profile says whether one is active.
  const isPaid = tab === 'subscriptions' && user.employer?.tariff.active === true;
  return (
    <ProfilePage user={user} title={t(words.title)}>
      <section
        aria-labelledby="employer-tab-empty"
        className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center"
      >
        <Icon aria-hidden="true" className="mx-auto size-10 text-muted" />
        <h2 id="employer-tab-empty" className="mt-3 text-lg font-semibold">
          {isPaid ? t('subscriptionsActive') : t(words.empty)}
        </h2>
        <p className="mx-auto mt-2 max-w-prose text-muted">{t(words.lead)}</p>
        {words.link && next && isLivePath(next) ? (
          <Link to={to(next)} className="mt-4 inline-block font-semibold text-brand-strong underline">
            {t(words.link)}
          </Link>
        ) : null}
      </section>
    </ProfilePage>
  );
}
