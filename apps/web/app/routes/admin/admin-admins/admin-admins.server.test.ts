import { describe, expect, it } from 'vitest';
import { type ApiCall, type ApiReply, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadAdmins, submitAdmins } from './admin-admins.server.ts';

const viewer = testUser({ id: 1, role_id: 3, name: 'Ada Admin' });
const account = (overrides: object = {}) => ({
  id: 42,
  email: 'bob@example.org',
  name: 'Bob Backup',
  locale: 'en',
  status: 'active',
  is_active: true,
  has_second_factor: true,
  created_at: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const list: ApiReply = { status: 200, body: { data: { list: [account()], total: 1, page: 1, pages: 1 } } };
const answers = (call: ApiCall): ApiReply =>
  call.path.startsWith('/api/admin/admins?') || call.path === '/api/admin/admins'
    ? list
    : { status: 200, body: { data: account() } };
const page = (query = '') => new Request(`http://x/admin/admins${query}`);
const post = (fields: Record<string, string>, path = '/admin/admins') =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });

describe('the admins page loader', () => {
  it('opens the edit form and asks before deactivating or removing only what the address names', async () => {
    const { context } = pageContextOf(viewer, answers);
    const load = (query: string) => loadAdmins({ request: page(query), params: {}, context });
    expect((await load('?edit=42')).editing).toMatchObject({ id: 42 });
    expect((await load('?confirm=delete&id=42')).confirming).toMatchObject({ intent: 'delete', account: { id: 42 } });
    expect((await load('?confirm=activate&id=42')).confirming).toBeNull();
    expect((await load('?confirm=delete&id=042')).confirming).toBeNull();
    expect((await load('?edit=abc')).editing).toBeNull();
  });
});

describe('the admins page action', () => {
  it('deactivates with the account’s own name and e-mail, then back to the list with the done words', async () => {
    const { context, calls } = pageContextOf(viewer, answers);
    const done = await thrownBy(
      submitAdmins({
        request: post({ intent: 'deactivate', id: '42' }, '/de/admin/admins'),
        params: { lang: 'de' },
        context,
      }),
    );
    expect(calls.map((call) => `${call.method ?? 'GET'} ${call.path}`)).toEqual([
      'GET /api/admin/admins/42',
      'PUT /api/admin/admins/42',
    ]);
    expect(calls[1]?.body).toEqual({ name: 'Bob Backup', email: 'bob@example.org', is_active: false });
    expect(done).toMatchObject({ location: '/de/admin/admins', toast: { tone: 'success', text: 'Deaktiviert' } });
  });

  it('shows the API’s refusal of the last active admin as a toast', async () => {
    const { context } = pageContextOf(viewer, (call) =>
      call.method === 'DELETE'
        ? { status: 409, body: { code: 'ADMIN_LAST_ACTIVE', message: 'The last active admin cannot be removed' } }
        : answers(call),
    );
    const refused = await thrownBy(
      submitAdmins({ request: post({ intent: 'delete', id: '42' }), params: {}, context }),
    );
    expect(refused?.toast).toMatchObject({ tone: 'error', text: 'The last active admin cannot be removed' });
  });
});
