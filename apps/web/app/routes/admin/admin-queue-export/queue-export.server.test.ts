import { describe, expect, it } from 'vitest';
import { pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { exportQueue } from './queue-export.server.ts';

const admin = testUser({ role_id: 3 });
const review = (id: number, title: string) => ({
  id,
  company_id: 1,
  company_name: 'Acme',
  company_slug: 'acme',
  title,
  pros: 'Pay',
  cons: 'Commute',
  rating: 4,
  author_role: 'worker',
  moderation_status: 'pending',
  moderation_note: null,
  created_at: '2026-11-20T08:00:00.000Z',
});

describe('the queue CSV export', () => {
  it('streams every page of the filtered list, formulas neutralised', async () => {
    const { context, calls } = pageContextOf(admin, (call) => {
      const page = Number(new URL(`http://x${call.path}`).searchParams.get('page'));
      const list = page === 1 ? [review(1, 'Fine')] : [review(2, '=cmd|calc')];
      return { status: 200, body: { data: { list, total: 2, page, pages: 2 } } };
    });
    const response = (await exportQueue({
      request: new Request('http://x/admin/reviews/export?q=acme&status=all&sort=rating&dir=desc'),
      params: {},
      context,
    })) as Response;
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="hushwork-reviews-all-/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('id,Title,Company,Rating,Pros,Cons,Status,Reason,Created');
    expect(lines.slice(1)).toEqual([
      '1,Fine,Acme,4,Pay,Commute,pending,,2026-11-20T08:00:00.000Z',
      "2,'=cmd|calc,Acme,4,Pay,Commute,pending,,2026-11-20T08:00:00.000Z",
    ]);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/admin/reviews?q=acme&sort=rating&dir=desc&page=1',
      '/api/admin/reviews?q=acme&sort=rating&dir=desc&page=2',
    ]);
  });

  it('answers a list the API refuses with the page’s status, not a broken file', async () => {
    const { context } = pageContextOf(admin, () => ({ status: 503, body: null }));
    const failed = await thrownBy(
      exportQueue({ request: new Request('http://x/admin/vacancies/export'), params: {}, context }),
    );
    expect(failed?.status).toBe(503);
  });
});
