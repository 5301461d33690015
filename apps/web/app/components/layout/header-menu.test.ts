import { describe, expect, it } from 'vitest';
import { HEADER_MENU, isHeaderSearchShown } from './header-menu.ts';

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

  it('gives workers no pricing link and admins their own menu', () => {
    expect(HEADER_MENU.worker.map((item) => item.path)).not.toContain('/subscriptions');
    expect(HEADER_MENU.admin.map((item) => item.path)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/candidates',
      '/admin/admins',
      '/admin/import',
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
