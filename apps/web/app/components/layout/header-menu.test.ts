import { describe, expect, it } from 'vitest';
import { isLivePath, LIVE_SECTIONS } from '../../lib/live-sections.ts';
import { HEADER_MENU, isHeaderSearchShown, liveHeaderMenu } from './header-menu.ts';

describe('header menus', () => {
  it('gives guests the public menu with external jobs marked new', () => {
    expect(HEADER_MENU.guest.map((item) => item.path)).toEqual([
      '/candidates',
      '/resume-builder',
      '/blog',
      '/companies',
      '/job-openings/external',
      '/subscriptions',
    ]);
    expect(HEADER_MENU.guest.find((item) => item.isNew)?.path).toBe('/job-openings/external');
  });

  it('gives companies alone the community link, right after the candidates', () => {
    expect(HEADER_MENU.company.map((item) => item.path).slice(0, 2)).toEqual(['/candidates', '/community']);
    for (const role of ['guest', 'worker', 'admin'] as const) {
      expect(HEADER_MENU[role].map((item) => item.path)).not.toContain('/community');
    }
  });

  it('gives workers no pricing link and admins their own menu', () => {
    expect(HEADER_MENU.worker.map((item) => item.path)).not.toContain('/subscriptions');
    expect(HEADER_MENU.admin.map((item) => item.path)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/candidates',
      '/admin/admins',
      '/admin/import',
      '/admin/external-feeds',
      '/admin/settings',
      '/subscriptions',
    ]);
  });

  it('gives admins every admin page, and tariffs only once billing has them', () => {
    expect(liveHeaderMenu('admin').map((item) => item.path)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/candidates',
      '/admin/admins',
      '/admin/import',
      '/admin/external-feeds',
      '/admin/settings',
      '/subscriptions',
    ]);
  });

  it('keeps only the items whose pages are live', () => {
    for (const role of ['guest', 'worker', 'company', 'admin'] as const) {
      expect(liveHeaderMenu(role).every((item) => isLivePath(item.path))).toBe(true);
    }
    const blogAndAdmin = (path: string) => isLivePath(path, { ...LIVE_SECTIONS, blog: true, adminAccounts: true });
    expect(liveHeaderMenu('guest', blogAndAdmin).map((item) => item.path)).toEqual([
      '/candidates',
      '/resume-builder',
      '/blog',
      '/companies',
      '/job-openings/external',
      '/subscriptions',
    ]);
    expect(liveHeaderMenu('admin', blogAndAdmin).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/candidates',
      '/admin/admins',
      '/admin/import',
      '/admin/external-feeds',
      '/admin/settings',
      '/subscriptions',
    ]);
  });

  it('hides the header search on home and the auth pages only', () => {
    for (const path of ['/', '/login', '/register', '/forgot', '/instruction_for_reset', '/new-password']) {
      expect(isHeaderSearchShown(path)).toBe(false);
    }
    expect(isHeaderSearchShown('/privacy')).toBe(true);
    expect(isHeaderSearchShown('/candidates')).toBe(true);
  });
});
