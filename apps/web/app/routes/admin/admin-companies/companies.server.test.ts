import { describe, expect, it } from 'vitest';
import { formPost, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { submitAdminCompanies } from './companies.server.ts';

const admin = testUser({ role_id: 3 });
const changed = (ids: number[]) => ({ status: 200, body: { data: { changed: ids, not_found: [] } } });
const PAGE = '/admin/companies';

describe('the companies queue action', () => {
  it('approves the ticked companies through the companies’ moderate call', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([3]));
    const done = await thrownBy(
      submitAdminCompanies({ request: formPost(PAGE, { ids: '3', status: 'approved' }), params: {}, context }),
    );
    expect(calls[0]).toMatchObject({ path: '/api/admin/companies/moderate', body: { ids: [3], status: 'approved' } });
    expect(done?.toast?.tone).toBe('success');
  });

  it('marks the ticked companies safe', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([3, 4]));
    const done = await thrownBy(
      submitAdminCompanies({ request: formPost(PAGE, { ids: ['3', '4'], flag: 'safe:on' }), params: {}, context }),
    );
    expect(calls[0]).toMatchObject({ path: '/api/admin/companies/safe', body: { ids: [3, 4], safe: true } });
    expect(done?.toast?.text).toBe('2 companies marked safe.');
  });

  it('switches one company’s VIP vacancies, naming it in the toast, and refuses a malformed switch', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([3]));
    const done = await thrownBy(
      submitAdminCompanies({
        request: formPost(`${PAGE}?status=all`, { intent: 'vip-vacancies', id: '3', status: 'on', name: 'Acme' }),
        params: {},
        context,
      }),
    );
    expect(calls[0]).toMatchObject({ path: '/api/admin/companies/3/vip-vacancies', body: { status: true } });
    expect(done).toMatchObject({ location: `${PAGE}?status=all` });
    expect(done?.toast?.text).toBe('Acme may now promote its vacancies to VIP.');
    const bad = await thrownBy(
      submitAdminCompanies({
        request: formPost(PAGE, { intent: 'vip-vacancies', id: 'x', status: 'on' }),
        params: {},
        context,
      }),
    );
    expect(bad?.status).toBe(400);
  });
});
