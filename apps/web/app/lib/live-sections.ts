import { splitLocale } from './locale-path.ts';

/**
 * Which sections of the product have pages today. A link, menu item or guard redirect to a path of a section that
 * is not live is held back, so nobody lands on a 404 while the section is still being built. The issue that builds a
 * section flips its flag here (and its end-to-end test shows the link or push landing on a working page).
 */
export const LIVE_SECTIONS = {
  /** Sign-in, sign-up, password, verification, the profile pages, notification settings, referrals, legal pages. */
  accounts: true,
  /** The job search /job-openings, every landing page under it and a vacancy's page. */
  vacancySearch: true,
  vacancies: false,
  /** The company's side: the vacancy wizard (/profile/add-job), its list and each vacancy's manage page. */
  vacancyManagement: true,
  /**
   * Jobs of other sites: /job-openings/external and each one's page (the menu item marked New), and the admins' page
   * of the feeds they come from (/admin/external-feeds).
   */
  externalJobs: true,
  /** The directory (/companies) and a company's page with its about and job-openings tabs. */
  companies: true,
  companyPhotos: true,
  /** A company's reviews tab and one review's page with its comments. */
  companyReviews: true,
  /** The add-company wizard; while it is off, the add-company push is held back. */
  companyWizard: true,
  companyTeam: true,
  companyEdit: true,
  /** The employer profile's hirings, resumes and subscriptions tabs: empty states until their domains land. */
  employerTabs: true,
  recruiters: true,
  /** The public list /candidates, its landing pages /candidates/search/{key} and a candidate's page. */
  candidates: true,
  /** The responses to one of a company's vacancies (/profile/job-openings/{id}/candidates). */
  vacancyCandidates: true,
  /** The worker's own profile: /profile/add-resume (and its push), /profile/resume and the /profile/user tabs. */
  candidateProfile: true,
  /**
   * Applying on a vacancy's page, the responses (/profile/responses and its candidates and companies tabs), the
   * offers (/profile/offers) and the header's notification badge.
   */
  applications: true,
  /** Reporting a successful hire (/profile/report-hiring): choosing the accepted offer, then paying its fee. */
  hiringReports: true,
  /** The conversations (/profile/conversation and its outstaff list), live over the realtime socket. */
  messaging: true,
  /** /profile/favorites, the header's favorites icon, and the save buttons on the pages of things one can save. */
  favorites: true,
  /** The salary reports (/salaries and a technology's /salaries/{technology}), from the live vacancies. */
  salaries: true,
  /** The blog (/blog, an article's page with its comments and rating). */
  blog: true,
  /** The tariffs (/subscriptions and a tariff's /subscriptions/{slug}), the payment page and its result. */
  pricing: true,
  /** Turbo for one vacancy (/turbo-1): what it does and costs, and the owner's payment for one open vacancy. */
  turbo: true,
  /**
   * The community directory (/community, a member's card, its plans and their payment): a product a deployment may
   * switch off (the COMMUNITY flag, off by default), so its links also need the flag (`isOfferedPath`).
   */
  community: true,
  /** The resume builder (/resume-builder, its wizard and thanks page, /cv) and the worker's resumes tab. */
  resumeBuilder: true,
  /** Sending a resume to companies (/resume-builder/send, pay, payment results) and the autosender tab. */
  resumeMailing: true,
  /** The outstaffing terms (/outstaffing), a text of content/pages like the legal ones. */
  outstaffing: true,
  /** The Telegram bot's page (/telegram): what it sends, and linking an account to it. */
  telegramPage: true,
  /** The human-readable /sitemap page (the XML sitemap for crawlers is served by the server either way). */
  sitemapPage: true,
  /**
   * The admins' dashboard (/admin) and moderation queues: vacancies, companies, candidates and reviews, each with its
   * CSV export, and a vacancy's and a company's detail page.
   */
  adminModeration: true,
  /**
   * The admins' own accounts (/admin/admins), the recruiter import (/admin/import), the settings (/admin/settings and
   * its community skills) and a candidate's admin pages (add, edit, statistics).
   */
  adminAccounts: true,
} as const;

export type SectionName = keyof typeof LIVE_SECTIONS;
/** A table of the same shape, so tests can flip a section without editing this file. */
export type LiveSections = Readonly<Record<SectionName, boolean>>;

/**
 * Path prefixes (without locale) and the section they belong to; the longest matching prefix wins, so
 * `/profile/job-openings` is vacancies while `/profile` stays accounts. A `*` segment stands for any one segment (a
 * slug). Paths matching nothing are accounts.
 */
const SECTION_OF_PREFIX: ReadonlyArray<readonly [string, SectionName]> = [
  ['/job-openings/external', 'externalJobs'],
  ['/job-openings', 'vacancySearch'],
  ['/profile/job-openings', 'vacancyManagement'],
  ['/profile/add-job', 'vacancyManagement'],
  // The responses to a vacancy: a page of its own, not built with the public candidates' pages.
  ['/profile/job-openings/*/candidates', 'vacancyCandidates'],
  ['/companies', 'companies'],
  ['/company', 'companies'],
  ['/company/*/photos', 'companyPhotos'],
  ['/company/*/reviews', 'companyReviews'],
  ['/recruiter', 'recruiters'],
  ['/profile/add-company', 'companyWizard'],
  ['/profile/employer/company', 'companyEdit'],
  ['/profile/employer/team', 'companyTeam'],
  ['/candidates', 'candidates'],
  ['/candidate', 'candidates'],
  ['/profile/add-resume', 'candidateProfile'],
  ['/profile/resume', 'candidateProfile'],
  ['/profile/user/contacts', 'candidateProfile'],
  ['/profile/user/employments', 'candidateProfile'],
  ['/profile/employer/resumes', 'employerTabs'],
  ['/profile/offers', 'applications'],
  ['/profile/responses', 'applications'],
  ['/profile/report-hiring', 'hiringReports'],
  ['/profile/employer/hirings', 'employerTabs'],
  ['/profile/conversation', 'messaging'],
  ['/profile/favorites', 'favorites'],
  ['/blog', 'blog'],
  ['/salaries', 'salaries'],
  ['/subscriptions', 'pricing'],
  ['/payment', 'pricing'],
  ['/profile/payment', 'pricing'],
  ['/profile/employer/subscriptions', 'employerTabs'],
  ['/community', 'community'],
  ['/resume-builder', 'resumeBuilder'],
  ['/cv', 'resumeBuilder'],
  ['/profile/user/resumes', 'resumeBuilder'],
  // The mailing's pages and the autosender tab come with the mailing: until then no tab says "coming soon".
  ['/resume-builder/send', 'resumeMailing'],
  ['/resume-builder/pay', 'resumeMailing'],
  ['/resume-builder/payment', 'resumeMailing'],
  ['/profile/user/autosender', 'resumeMailing'],
  ['/outstaffing', 'outstaffing'],
  ['/telegram', 'telegramPage'],
  ['/sitemap', 'sitemapPage'],
  ['/turbo-1', 'turbo'],
  ['/admin/profile', 'accounts'],
  ['/admin/external-feeds', 'externalJobs'],
  ['/admin/users', 'adminModeration'],
  ['/admin/users/*', 'adminModeration'],
  ['/admin/audit-log', 'adminModeration'],
  // The admins' orders and refunds (issue 27) sit beside the users and the audit log.
  ['/admin/orders', 'adminModeration'],
  ['/admin', 'adminModeration'],
  ['/admin/vacancies', 'adminModeration'],
  ['/admin/companies', 'adminModeration'],
  ['/admin/candidates', 'adminModeration'],
  ['/admin/reviews', 'adminModeration'],
  ['/admin/comments', 'adminModeration'],
  ['/admin/employers', 'adminModeration'],
  ['/admin/employers/*', 'adminModeration'],
  ['/admin/companies/add', 'adminModeration'],
  ['/admin/messages', 'adminModeration'],
  ['/admin/messages/*', 'adminModeration'],
  ['/admin/admins', 'adminAccounts'],
  ['/admin/import', 'adminAccounts'],
  ['/admin/settings', 'adminAccounts'],
  // A candidate's own admin pages (add, edit, statistics) came with the admins' accounts, not with the queue.
  ['/admin/candidates/*', 'adminAccounts'],
  ['/admin/candidates/edit/*', 'adminAccounts'],
  ['/admin/candidates/export', 'adminModeration'],
];

const PREFIXES = SECTION_OF_PREFIX.map(([prefix, section]) => ({
  length: prefix.length,
  segments: prefix.split('/'),
  section,
}));

function matches(segments: readonly string[], wanted: readonly string[]) {
  return wanted.length <= segments.length && wanted.every((segment, i) => segment === '*' || segment === segments[i]);
}

/**
 * Sections already found, by path: a page asks for every link it renders (the footer and the menus hold a hundred),
 * and the same few hundred paths come back on every page. Emptied when full, so odd paths cannot grow it.
 */
const known = new Map<string, SectionName>();
const KNOWN_MAX = 5000;

/** The section a path (without locale prefix, query or hash) belongs to. */
export function sectionOf(path: string): SectionName {
  const found = known.get(path);
  if (found) return found;
  const segments = path.split('/');
  let best: (typeof PREFIXES)[number] | undefined;
  for (const entry of PREFIXES) {
    if (matches(segments, entry.segments) && (!best || entry.length > best.length)) best = entry;
  }
  const section = best?.section ?? 'accounts';
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(path, section);
  return section;
}

const isSectionLive = (section: SectionName, sections: LiveSections = LIVE_SECTIONS): boolean => sections[section];

/** The deployment's product flags (spec section 1) as the root loader hands them to the pages. */
export type ProductFlags = Readonly<{ companyPremium: boolean; community: boolean }>;

/**
 * Sections that are a product a deployment may switch off (spec section 1): their pages answer 404 while the flag is
 * off, so a link to them is shown only while it is on.
 */
const FLAG_OF_SECTION: Partial<Record<SectionName, keyof ProductFlags>> = { community: 'community' };

/** Whether this deployment offers the section of a path (always, unless the section is behind a flag that is off). */
export function isOfferedPath(path: string, flags: ProductFlags | null | undefined): boolean {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  const flag = FLAG_OF_SECTION[sectionOf(splitLocale(bare).path)];
  return flag === undefined || flags?.[flag] === true;
}

/**
 * Whether a link to this path may be shown. The path may carry a locale prefix, a query or a hash (all ignored).
 * `sections` is for tests; pages use the table above.
 */
export function isLivePath(path: string, sections: LiveSections = LIVE_SECTIONS): boolean {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return isSectionLive(sectionOf(splitLocale(bare).path), sections);
}
