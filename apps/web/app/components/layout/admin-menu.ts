import { isLivePath } from '../../lib/live-sections.ts';
import { HEADER_MENU } from './header-menu.ts';

/** An entry of the admin area's side menu; `label` is a catalog key with its namespace (`Header:adminHome`). */
export type AdminMenuItem = { path: string; label: string };

/** The queues and lists reachable from the dashboard, beside the spec's own entries, and the audit log. */
const QUEUES: AdminMenuItem[] = [
  { path: '/admin/vacancies', label: 'Admin:menu.vacancies' },
  { path: '/admin/companies', label: 'Admin:menu.companies' },
  { path: '/admin/employers', label: 'Admin:menu.employers' },
];
const AFTER_CANDIDATES: AdminMenuItem[] = [
  { path: '/admin/reviews', label: 'Admin:menu.reviews' },
  { path: '/admin/comments', label: 'Admin:menu.comments' },
  { path: '/admin/messages', label: 'Admin:menu.messages' },
];
const AFTER_USERS: AdminMenuItem[] = [
  { path: '/admin/audit-log', label: 'Admin:menu.auditLog' },
  { path: '/admin/orders', label: 'Admin:menu.orders' },
];

/**
 * The admin area's side menu: the admin menu of spec section 2 (the header's, one list for both), the queues after
 * the dashboard, then the admin's own profile and password. Items whose page is not live are left out, so the menu
 * never links to a 404 while other admin pages are still being built.
 */
export function adminMenuItems(isLive: (path: string) => boolean = isLivePath): AdminMenuItem[] {
  const items = HEADER_MENU.admin.flatMap((item): AdminMenuItem[] => {
    const own = { path: item.path, label: `Header:${item.label}` };
    if (item.path === '/admin') return [own, ...QUEUES];
    if (item.path === '/admin/candidates') return [own, ...AFTER_CANDIDATES];
    if (item.path === '/admin/users') return [own, ...AFTER_USERS];
    return [own];
  });
  return [
    ...items,
    { path: '/admin/profile', label: 'Profile:myProfile' },
    { path: '/profile/password', label: 'Profile:passwordTitle' },
  ].filter((item) => isLive(item.path));
}
