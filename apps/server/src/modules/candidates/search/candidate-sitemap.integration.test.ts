import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCandidate } from '../candidate.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the candidates sitemap', () => {
  it('lists the list, the eight landing pages and listed candidates by slug in every locale, and names no one', async () => {
    const make = async (name: string, position: string, options: object = {}) => {
      const worker = await register(t.app, { role_id: 1, name });
      const row = await createCandidate(t.database.db, {
        userId: worker.user.id,
        name,
        desired_position: position,
        contacts: { email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, telegram: '@sitemapsecret' },
        ...options,
      });
      return { ...worker, row };
    };
    const listed = await make('Ignatius Plumtree', 'Rust developer');
    const pending = await make('Pending Person', 'Pending role', { moderation_status: 'pending' });
    const hidden = await make('Private Person', 'Private role', { is_public: false });
    const inactive = await make('Inactive Person', 'Dormant role');
    await t.app.inject({ method: 'POST', url: '/api/me/deactivate', headers: bearer(inactive.token) });

    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<loc>http://hushwork.test/sitemaps/candidates.xml</loc>');
    const sitemap = await t.app.inject({ url: '/sitemaps/candidates.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = sitemap.body;
    expect(body).toContain('<loc>http://hushwork.test/candidates</loc>');
    for (const key of ['android', 'design', 'marketing', 'mobile', 'python', 'qa', 'ruby', 'web']) {
      expect(body).toContain(`<loc>http://hushwork.test/candidates/search/${key}</loc>`);
      expect(body).toContain(`<loc>http://hushwork.test/pl/candidates/search/${key}</loc>`);
    }
    expect(body).toContain(`<loc>http://hushwork.test/candidate/${listed.row.slug}</loc>`);
    expect(body).toContain(`hreflang="uk" href="http://hushwork.test/uk/candidate/${listed.row.slug}"`);
    for (const other of [pending, hidden, inactive]) expect(body).not.toContain(other.row.slug);
    for (const secret of ['Ignatius', 'Plumtree', 'ignatius@example.com', 'sitemapsecret', listed.account.email]) {
      expect(body).not.toContain(secret);
    }
  });
});
