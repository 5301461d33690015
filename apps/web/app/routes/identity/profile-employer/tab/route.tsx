import { BadgeCheck, CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ProfilePage } from '../../../../components/profile/ProfilePage.tsx';
import type { I18nHandle } from '../../../../lib/i18n.ts';
import { isLivePath } from '../../../../lib/live-sections.ts';
import { splitLocale } from '../../../../lib/locale-path.ts';
import { requireUser } from '../../../../lib/require-user.server.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { EmployerHirings, hasHirings } from '../../../billing/employer-hirings/components/EmployerHirings.tsx';
import {
  isHiringPost,
  loadEmployerHirings,
  submitEmployerHiring,
} from '../../../billing/employer-hirings/hirings.server.ts';
import { isDetailsPost, submitBillingDetails } from '../../../billing/employer-subscriptions/billing-details.server.ts';
import { EmployerSubscriptions } from '../../../billing/employer-subscriptions/components/EmployerSubscriptions.tsx';
import {
  loadEmployerSubscriptions,
  submitEmployerSubscription,
} from '../../../billing/employer-subscriptions/subscriptions.server.ts';
import type { Route } from './+types/route';
import { OpenedCandidates } from './components/OpenedCandidates.tsx';
import { loadOpenedCandidates } from './opened-candidates.server.ts';

// Candidates words the facts of a candidate's card (seniority, experience, English).
export const handle = {
  i18n: ['Companies', 'Profile', 'Candidates', 'BillingAccount', 'Billing', 'validation'],
} satisfies I18nHandle;

/** The employer profile's tabs besides the default, company and team: hirings, resumes and subscriptions. */
export const EMPLOYER_TABS = ['hirings', 'resumes', 'subscriptions'] as const;
type EmployerTab = (typeof EMPLOYER_TABS)[number];

const ICONS: Record<EmployerTab, LucideIcon> = { hirings: BadgeCheck, resumes: FileText, subscriptions: CreditCard };

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'company', 'check-relations']);
  const path = splitLocale(new URL(args.request.url).pathname).path;
  const tab = EMPLOYER_TABS.find((name) => path === `/profile/employer/${name}`) ?? 'hirings';
  const opened = tab === 'resumes' ? await loadOpenedCandidates(args) : null;
  const billing = tab === 'subscriptions' ? await loadEmployerSubscriptions(args) : null;
  const hirings = tab === 'hirings' ? await loadEmployerHirings(args) : null;
  return { user, tab, opened, billing, hirings };
}

/**
 * The hirings tab's posts (report, withdraw, pay) and the subscriptions tab's (the owner cancels or resumes, and sets
 * the invoice details).
 */
export async function action(args: Route.ActionArgs) {
  await requireUser(args, ['auth', 'company', 'check-relations']);
  if (await isHiringPost(args.request)) return submitEmployerHiring(args);
  if (await isDetailsPost(args.request)) return submitBillingDetails(args);
  return submitEmployerSubscription(args);
}

const WORDS = {
  hirings: { title: 'hiringsTitle', empty: 'hiringsEmpty', lead: 'hiringsLead' },
  resumes: { title: 'resumesTitle', empty: 'resumesEmpty', lead: 'resumesLead' },
  subscriptions: { title: 'subscriptionsTitle', empty: 'subscriptionsEmpty', lead: 'subscriptionsLead' },
} as const;

/**
 * Where an empty state points, each shown once its page is live: hirings will come from the responses to the job
 * openings, which the team posts; resumes are opened by candidates, whom the catalogue finds.
 */
const NEXT: Record<EmployerTab, { path: string; label: string }[]> = {
  hirings: [
    { path: '/profile/report-hiring', label: 'hiringsReportLink' },
    { path: '/profile/job-openings', label: 'hiringsJobsLink' },
    { path: '/profile/responses/candidates', label: 'hiringsResponsesLink' },
    { path: '/profile/employer/team', label: 'hiringsLink' },
  ],
  resumes: [{ path: '/candidates', label: 'resumesLink' }],
  subscriptions: [],
};

/**
 * The employer profile's hirings, resumes and subscriptions tabs. Resumes lists the candidates who opened their
 * profile to the company, subscriptions what the company pays for and its payments; until hirings exist that tab says
 * what it will hold and what is true today (no hirings reported), with a way on to a page that works.
 */
export default function EmployerTabPage() {
  const { user, tab, opened, billing, hirings } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const title = t(WORDS[tab].title);
  if (tab === 'subscriptions') {
    return (
      <ProfilePage user={user} title={title}>
        <EmployerSubscriptions data={billing} isOwner={user.employer?.is_owner === true} />
      </ProfilePage>
    );
  }
  if (tab === 'hirings' && hasHirings(hirings)) {
    return (
      <ProfilePage user={user} title={title}>
        <EmployerHirings data={hirings} isOwner={user.employer?.is_owner === true} />
      </ProfilePage>
    );
  }
  if (opened && opened.list.length > 0) {
    return (
      <ProfilePage user={user} title={title}>
        <OpenedCandidates list={opened.list} page={opened.page} pages={opened.pages} names={opened.names} />
      </ProfilePage>
    );
  }
  return (
    <ProfilePage user={user} title={title}>
      <EmptyTab tab={tab} />
    </ProfilePage>
  );
}

function EmptyTab({ tab }: { tab: EmployerTab }) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const Icon = ICONS[tab];
  const words = WORDS[tab];
  const links = NEXT[tab].filter((link) => isLivePath(link.path));
  return (
    <section
      aria-labelledby="employer-tab-empty"
      className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center"
    >
      <Icon aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 id="employer-tab-empty" className="mt-3 text-lg font-semibold">
        {t(words.empty)}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">{t(words.lead)}</p>
      {links.length > 0 ? (
        <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {links.map((link) => (
            <Link key={link.path} to={to(link.path)} className="font-semibold text-brand-strong underline">
              {t(link.label)}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}
