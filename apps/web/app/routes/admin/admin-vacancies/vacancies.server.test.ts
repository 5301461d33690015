import { describe, expect, it } from 'vitest';
import { formPost, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadAdminVacancies, submitAdminVacancies } from './vacancies.server.ts';

const admin = testUser({ role_id: 3 });
const worker = testUser({ role_id: 1 });
const vacancy = { id: 7, slug: 'rust-dev', title: 'Rust developer', company_id: 2, company_name: 'Acme' };
const listed = { status: 200, body: { data: { list: [vacancy], total: 1, page: 1, pages: 1 } } };
const changed = (ids: number[]) => ({ status: 200, body: { data: { changed: ids, not_found: [] } } });
const PAGE = '/admin/vacancies';

describe('the vacancies queue loader', () => {
  it('opens on the pending vacancies, and passes the address’s search, status, order and page to the API', async () => {
    const { context, calls } = pageContextOf(admin, () => listed);
    const opened = await loadAdminVacancies({ request: new Request(`http://x${PAGE}`), params: {}, context });
    expect(opened.page.list).toEqual([vacancy]);
    expect(calls[0]?.path).toBe('/api/admin/vacancies?status=pending&dir=asc&page=1');
    await loadAdminVacancies({
      request: new Request(`http://x/uk${PAGE}?q=rust&status=all&sort=company_name&dir=desc&page=2`),
      params: { lang: 'uk' },
      context,
    });
    expect(calls[1]).toMatchObject({
      path: '/api/admin/vacancies?q=rust&sort=company_name&dir=desc&page=2',
      locale: 'uk',
    });
  });

  it('sends a guest to sign in and keeps a worker out without asking the API', async () => {
    const guest = pageContextOf(null, () => listed);
    const toLogin = await thrownBy(
      loadAdminVacancies({ request: new Request(`http://x${PAGE}`), params: {}, context: guest.context }),
    );
    expect(toLogin?.location).toBe('/login?redirect=%2Fadmin%2Fvacancies');
    const other = pageContextOf(worker, () => listed);
    const away = await thrownBy(
      loadAdminVacancies({ request: new Request(`http://x${PAGE}`), params: {}, context: other.context }),
    );
    expect(away?.status).toBe(302);
    expect([...guest.calls, ...other.calls]).toEqual([]);
  });
});

describe('the vacancies queue action', () => {
  it('approves the ticked vacancies and goes back to the same list with a toast counting them', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([7, 8]));
    const done = await thrownBy(
      submitAdminVacancies({
        request: formPost(`${PAGE}?q=rust`, { ids: ['7', '8'], status: 'approved', reason: '' }),
        params: {},
        context,
      }),
    );
    expect(calls[0]).toMatchObject({
      path: '/api/admin/vacancies/moderate',
      method: 'POST',
      body: { ids: [7, 8], status: 'approved' },
    });
    expect(done).toMatchObject({ location: `${PAGE}?q=rust` });
    expect(done?.toast).toMatchObject({ tone: 'success', text: '2 items approved: they are public now.' });
  });

  it('rejects one ticked vacancy with its reason', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([7]));
    const done = await thrownBy(
      submitAdminVacancies({
        request: formPost(PAGE, { ids: '7', status: 'rejected', reason: 'Salary is missing' }),
        params: {},
        context,
      }),
    );
    expect(calls[0]?.body).toEqual({ ids: [7], status: 'rejected', reason: 'Salary is missing' });
    expect(done?.toast?.text).toBe('1 item rejected; its owner is told why.');
  });

  it('asks for the reason of a rejection under its field, in the page’s language, without calling the API', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([7]));
    const result = await submitAdminVacancies({
      request: formPost(`/de${PAGE}`, { ids: '7', status: 'rejected', reason: ' ' }),
      params: { lang: 'de' },
      context,
    });
    expect(calls).toEqual([]);
    expect(result.reply.error?.reason?.[0]).toMatch(/\S/);
    expect(result.reply.error?.reason?.[0]).not.toContain('validation:');
  });

  it('shows the API’s refusal of the reason under the field', async () => {
    const { context } = pageContextOf(admin, () => ({
      status: 422,
      body: { code: 'VALIDATION_ERROR', message: 'Invalid', errors: { reason: ['Say why it is rejected'] } },
    }));
    const result = await submitAdminVacancies({
      request: formPost(PAGE, { ids: '7', status: 'rejected', reason: 'x' }),
      params: {},
      context,
    });
    expect(result.reply.error).toEqual({ reason: ['Say why it is rejected'] });
  });

  it('marks the ticked vacancies VIP or pins them, and says when nothing was ticked', async () => {
    const { context, calls } = pageContextOf(admin, () => changed([7]));
    const vip = await thrownBy(
      submitAdminVacancies({ request: formPost(PAGE, { ids: '7', flag: 'vip:on', reason: '' }), params: {}, context }),
    );
    expect(calls[0]).toMatchObject({ path: '/api/admin/vacancies/vip', body: { ids: [7], vip: true } });
    expect(vip?.toast?.text).toBe('1 vacancy marked VIP.');
    await thrownBy(
      submitAdminVacancies({ request: formPost(PAGE, { ids: '7', flag: 'top:off' }), params: {}, context }),
    );
    expect(calls[1]).toMatchObject({ path: '/api/admin/vacancies/top', body: { ids: [7], top: false } });
    const none = await thrownBy(
      submitAdminVacancies({ request: formPost(PAGE, { flag: 'top:on' }), params: {}, context }),
    );
    expect(none?.toast).toMatchObject({ tone: 'error', text: 'Tick at least one row first.' });
    expect(calls).toHaveLength(2);
    const unknown = await thrownBy(
      submitAdminVacancies({ request: formPost(PAGE, { ids: '7', flag: 'safe:on' }), params: {}, context }),
    );
    expect(unknown?.status).toBe(400);
  });

  it('refuses a worker without calling the API', async () => {
    const { context, calls } = pageContextOf(worker, () => changed([7]));
    const away = await thrownBy(
      submitAdminVacancies({ request: formPost(PAGE, { ids: '7', status: 'approved' }), params: {}, context }),
    );
    expect(away?.status).toBe(302);
    expect(calls).toEqual([]);
  });
});
