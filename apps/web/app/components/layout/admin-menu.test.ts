import { describe, expect, it } from 'vitest';
import { adminMenuItems } from './admin-menu.ts';

const paths = (isLive?: (path: string) => boolean) => adminMenuItems(isLive).map((item) => item.path);

describe('the admin side menu', () => {
  it('lists the dashboard, the queues, the spec’s admin menu, then the admin’s own profile', () => {
    expect(paths(() => true)).toEqual([
      '/admin',
      '/admin/vacancies',
      '/admin/companies',
      '/admin/employers',
      '/admin/users',
      '/admin/audit-log',
      '/admin/orders',
      '/admin/candidates',
      '/admin/reviews',
      '/admin/comments',
      '/admin/messages',
      '/admin/admins',
      '/admin/import',
      '/admin/external-feeds',
      '/admin/settings',
      '/subscriptions',
      '/admin/profile',
      '/profile/password',
    ]);
  });

  it('leaves out the pages that are not live, so no entry leads to a 404', () => {
    const shown = paths();
    expect(shown).toContain('/admin/reviews');
    expect(shown).toContain('/admin/settings');
    // Tariffs came with billing (issue 27).
    expect(shown).toContain('/subscriptions');
    // The admins' orders and refunds came with billing too.
    expect(shown).toContain('/admin/orders');
    expect(paths((path) => path !== '/admin/reviews')).not.toContain('/admin/reviews');
  });
});
