import type { RoleName } from '@hushwork/contract';
import { isLivePath } from '../../lib/live-sections.ts';

export type MenuItem = { path: string; label: string; isNew?: boolean };

const publicMenu: MenuItem[] = [
  { path: '/candidates', label: 'candidates' },
  { path: '/resume-builder', label: 'resumeBuilder' },
  { path: '/blog', label: 'blog' },
  { path: '/companies', label: 'companies' },
  { path: '/job-openings/external', label: 'externalJobs', isNew: true },
  { path: '/subscriptions', label: 'pricing' },
];

/** The menus of spec section 2, by role; labels are keys of the Header catalog. */
export const HEADER_MENU: Record<RoleName, MenuItem[]> = {
  guest: publicMenu,
  // The community directory is the companies' alone (spec section 3), and shown only where the flag is on.
  company: [...publicMenu.slice(0, 1), { path: '/community', label: 'community' }, ...publicMenu.slice(1)],
  worker: publicMenu.filter((item) => item.path !== '/subscriptions'),
  admin: [
    { path: '/admin', label: 'adminHome' },
    { path: '/admin/users', label: 'adminUsers' },
    { path: '/admin/candidates', label: 'adminCandidates' },
    { path: '/admin/admins', label: 'adminAdmins' },
    { path: '/admin/import', label: 'adminImport' },
    { path: '/admin/external-feeds', label: 'adminExternalFeeds' },
    { path: '/admin/settings', label: 'adminSettings' },
    { path: '/subscriptions', label: 'pricing' },
  ],
};

/**
 * The items of a role's menu whose pages exist today (live-sections.ts): a menu never links to a 404.
 * `isLive` is for tests that switch a section on.
 */
export const liveHeaderMenu = (role: RoleName, isLive: (path: string) => boolean = isLivePath): MenuItem[] =>
  HEADER_MENU[role].filter((item) => isLive(item.path));

/** Pages where the header search would compete with the page's own form (spec section 2). */
const SEARCHLESS_PAGES = ['/', '/login', '/register', '/forgot', '/instruction_for_reset', '/new-password'];

export const isHeaderSearchShown = (pathWithoutLocale: string) => !SEARCHLESS_PAGES.includes(pathWithoutLocale);
