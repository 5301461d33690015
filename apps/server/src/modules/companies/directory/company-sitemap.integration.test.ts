import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCompany } from '../company.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the companies sitemap', () => {
  it('is in the index and lists the directory and listed companies in every locale, never a pending one', async () => {
    const owner = await register(t.app, { role_id: 2 });
    const other = await register(t.app, { role_id: 2 });
    const db = t.database.db;
    await createCompany(db, { ownerUserId: owner.user.id, ownerName: 'A', name: 'Listed Sitemap Co' });
    await createCompany(db, {
      ownerUserId: other.user.id,
      ownerName: 'B',
      name: 'Pending Sitemap Co',
      moderation_status: 'pending',
    });
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<loc>http://hushwork.test/sitemaps/companies.xml</loc>');
    const sitemap = await t.app.inject({ url: '/sitemaps/companies.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>http://hushwork.test/companies</loc>');
    expect(sitemap.body).toContain('<loc>http://hushwork.test/company/listed-sitemap-co</loc>');
    expect(sitemap.body).toContain('<loc>http://hushwork.test/uk/company/listed-sitemap-co</loc>');
    expect(sitemap.body).toContain('hreflang="de" href="http://hushwork.test/de/company/listed-sitemap-co"');
    expect(sitemap.body).not.toContain('pending-sitemap-co');
  });
});
