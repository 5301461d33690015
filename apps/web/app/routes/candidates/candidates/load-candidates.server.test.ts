import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { candidatesQueryOf } from './candidates-query.server.ts';
import { loadCandidates } from './load-candidates.server.ts';

type Call = { path: string };
const emptyPage = (pages: number) => ({ status: 200, body: { data: { list: [], total: 0, page: 1, pages } } });

/** The API as the loader reaches it: `GET candidates` answers `pages` pages, every catalog an empty list. */
function contextOf(pages = 1) {
  const calls: Call[] = [];
  const context = {
    api: async (path: string) => {
      calls.push({ path });
      if (path.startsWith('/api/candidates')) return { ...emptyPage(pages), headers: {} };
      if (path.startsWith('/api/catalogs')) return { status: 200, body: { data: {} }, headers: {} };
      return { status: 200, body: { data: { list: [], total: 0, page: 1, pages: 1 } }, headers: {} };
    },
    currentUser: async () => null,
  } as unknown as AppLoadContext;
  const listCall = () => {
    const call = calls.find((c) => c.path.startsWith('/api/candidates'));
    return new URL(`http://x${call?.path}`).searchParams;
  };
  return { context, calls, listCall };
}
const argsOf = (path: string, context: AppLoadContext, params: { lang?: string; key?: string } = {}) => ({
  request: new Request(`http://x${path}`),
  params,
  context,
});
const thrownBy = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (thrown) {
    return thrown as Response | { init: { status: number } };
  }
  throw new Error('expected the loader to throw');
};
const statusOf = (thrown: Response | { init: { status: number } }) =>
  thrown instanceof Response ? thrown.status : thrown.init.status;

describe('the candidate list’s filters in the address', () => {
  it('reads repeated fields as lists and the rest as the API’s own fields', () => {
    const query = candidatesQueryOf(
      new URL(
        'http://x/candidates?search=python&seniority=junior&seniority=senior&keyword_ids=4&keyword_ids=9&english_level=intermediate&salary_from=1000&salary_to=3000&country_ids=2&job_types=full_time&moving=1&sort=salary_desc&page=3',
      ),
    );
    expect(query).toEqual({
      search: 'python',
      seniority: ['junior', 'senior'],
      keyword_ids: [4, 9],
      english_level: 'intermediate',
      salary_from: 1000,
      salary_to: 3000,
      country_ids: [2],
      job_types: ['full_time'],
      moving: true,
      sort: 'salary_desc',
      page: 3,
    });
  });

  it('reads a GET form’s empty fields as not given, never as zero', () => {
    const query = candidatesQueryOf(new URL('http://x/candidates?search=&salary_from=&salary_to=&english_level='));
    expect(query).toEqual({ sort: 'published', page: 1 });
  });

  it('leaves out a value the API would refuse instead of failing the page', () => {
    const query = candidatesQueryOf(
      new URL(
        'http://x/candidates?seniority=guru&english_level=klingon&salary_from=5000&salary_to=100&page=x&search=go',
      ),
    );
    expect(query).toEqual({ search: 'go', salary_from: 5000, sort: 'published', page: 1 });
  });
});

describe('the candidate list’s loader', () => {
  it('asks the API with the address’s filters', async () => {
    const { context, listCall } = contextOf();
    const loaded = await loadCandidates(argsOf('/candidates?seniority=middle&search=react', context));
    expect(listCall().getAll('seniority')).toEqual(['middle']);
    expect(listCall().get('search')).toBe('react');
    expect(loaded.isFiltered).toBe(true);
    expect(loaded.landing).toBeNull();
  });

  it('sends a page past the last to the last, keeping the filters', async () => {
    const { context } = contextOf(4);
    const thrown = await thrownBy(
      loadCandidates(argsOf('/de/candidates?seniority=senior&page=9', context, { lang: 'de' })),
    );
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/de/candidates?seniority=senior&page=4');
  });

  it('sends a page past a single page to the first, which has no page parameter', async () => {
    const { context } = contextOf(1);
    const thrown = await thrownBy(loadCandidates(argsOf('/candidates?page=2&sort=published', context)));
    expect((thrown as Response).headers.get('location')).toBe('/candidates?sort=published');
  });

  it('lists a landing page’s specializations, and a visitor’s own choice replaces them', async () => {
    const landing = contextOf();
    const loaded = await loadCandidates(argsOf('/candidates/search/qa', landing.context, { key: 'qa' }), 'qa');
    expect(landing.listCall().getAll('specialization_ids')).toEqual(['5', '6']);
    expect(loaded.landing).toBe('qa');
    expect(loaded.isFiltered).toBe(false);
    const chosen = contextOf();
    await loadCandidates(argsOf('/candidates/search/qa?specialization_ids=6', chosen.context, { key: 'qa' }), 'qa');
    expect(chosen.listCall().getAll('specialization_ids')).toEqual(['6']);
  });

  it('answers an unknown landing key with 404, calling nothing', async () => {
    const { context, calls } = contextOf();
    const thrown = await thrownBy(loadCandidates(argsOf('/candidates/search/cobol', context), 'cobol'));
    expect(statusOf(thrown)).toBe(404);
    expect(calls).toEqual([]);
  });
});
