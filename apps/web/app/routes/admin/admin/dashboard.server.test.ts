import { describe, expect, it } from 'vitest';
import { pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadDashboard } from './dashboard.server.ts';

const admin = testUser({ role_id: 3 });
const points = [
  { day: '2026-11-26', count: 2 },
  { day: '2026-11-27', count: 3 },
];
const statistics = {
  status: 200,
  body: {
    data: {
      queues: { reviews: 4, vacancies: 2, candidates: 0, companies: 1 },
      trends: [{ trend: 'registrations', total: 40, points }],
    },
  },
};

describe('the admin dashboard loader', () => {
  it('lists the queues in a fixed order and sums each trend’s last days', async () => {
    const { context, calls } = pageContextOf(admin, () => statistics);
    const data = await loadDashboard({ request: new Request('http://x/admin'), params: {}, context });
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/statistics']);
    expect(data.queues).toEqual([
      { queue: 'candidates', waiting: 0 },
      { queue: 'companies', waiting: 1 },
      { queue: 'vacancies', waiting: 2 },
      { queue: 'reviews', waiting: 4 },
      { queue: 'comments', waiting: 0 },
    ]);
    expect(data.trends).toEqual([{ trend: 'registrations', total: 40, points, recent: 5 }]);
  });

  it('keeps a company out without asking the API', async () => {
    const { context, calls } = pageContextOf(testUser({ role_id: 2 }), () => statistics);
    const away = await thrownBy(loadDashboard({ request: new Request('http://x/admin'), params: {}, context }));
    expect(away?.status).toBe(302);
    expect(calls).toEqual([]);
  });
});
