import { describe, expect, it } from 'vitest';
import { pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { auditQueryOf, loadAuditLog } from './admin-audit-log.server.ts';

const admin = testUser({ id: 1, role_id: 3 });
const company = testUser({ id: 2, role_id: 2 });
const empty = { status: 200, body: { data: { list: [], total: 0, page: 1, pages: 0 } } };

describe('the audit log page loader', () => {
  it('sends the address’s filters and page to the API in the page’s language', async () => {
    const { context, calls } = pageContextOf(admin, () => empty);
    const data = await loadAuditLog({
      request: new Request(
        'http://x/ru/admin/audit-log?actor_id=1&action=user.block&target_type=user&target_id=42&from=2026-11-01&to=2026-11-30&page=2',
      ),
      params: { lang: 'ru' },
      context,
    });
    expect(calls).toEqual([
      {
        path: '/api/admin/audit-log?actor_id=1&action=user.block&target_type=user&target_id=42&from=2026-11-01&to=2026-11-30&page=2',
        method: 'GET',
        body: undefined,
        locale: 'ru',
      },
    ]);
    expect(data.query).toMatchObject({ actor_id: 1, target_id: 42, from: '2026-11-01', page: 2 });
  });

  it('drops a filter the API would refuse and keeps the others', () => {
    const query = auditQueryOf(
      new URL('http://x/admin/audit-log?actor_id=abc&from=2026-13-45&to=2026-11-30&page=-3&action='),
    );
    expect(query).toEqual({ to: '2026-11-30', page: 1 });
  });

  it('sends a guest to sign in and a company away, asking the API nothing', async () => {
    const guest = pageContextOf(null, () => empty);
    const toLogin = await thrownBy(
      loadAuditLog({ request: new Request('http://x/admin/audit-log?page=2'), params: {}, context: guest.context }),
    );
    expect(toLogin?.location).toBe('/login?redirect=%2Fadmin%2Faudit-log%3Fpage%3D2');
    const other = pageContextOf(company, () => empty);
    const away = await thrownBy(
      loadAuditLog({ request: new Request('http://x/admin/audit-log'), params: {}, context: other.context }),
    );
    expect(away?.status).toBe(302);
    expect([...guest.calls, ...other.calls]).toEqual([]);
  });
});
