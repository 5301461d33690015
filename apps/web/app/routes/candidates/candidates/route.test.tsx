// @vitest-environment happy-dom
import { resources } from '@hushwork/contract/i18n';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { anonymousCandidate } from '../candidate/candidate-fixtures.ts';
import CandidatesLandingPage from '../candidates-landing/route.tsx';
import CandidatesPage from './route.tsx';

const { view: _view, ...card } = anonymousCandidate;
const choices = {
  seniority: [
    { key: 'junior', name: 'Junior' },
    { key: 'senior', name: 'Senior' },
  ],
  experience: [{ key: '5y+', name: '5+ years' }],
  english_levels: [{ key: 'upper_intermediate', name: 'Upper-Intermediate (B2)' }],
  job_types: [
    { key: 'full_time', name: 'Full time' },
    { key: 'moving', name: 'Relocation' },
  ],
  keywords: [{ id: 4, name: 'Django' }],
  specializations: [{ id: 59, name: 'Python' }],
  countries: [{ id: 2, name: 'Germany' }],
};
const loaded = (overrides: Record<string, unknown>) => ({
  query: { sort: 'published', page: 1 },
  city: null,
  landing: null,
  isFiltered: false,
  page: { list: [card], total: 41, is_total_capped: false, page: 2, pages: 3 },
  choices,
  ...overrides,
});

function html(element: ReactElement, path: string, loaderData: Record<string, unknown>) {
  const root = { locale: 'en', user: null, menu: { specializations: [], cities: [] } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'list', path: '*', loader: () => loaderData, element }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, list: loaderData } } },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the candidate list', () => {
  it('server-renders anonymous cards, the count, the filters from the address and paging that keeps them', () => {
    const page = html(
      <CandidatesPage />,
      '/candidates?seniority=senior&page=2',
      loaded({ query: { seniority: ['senior'], sort: 'published', page: 2 }, isFiltered: true }),
    );
    expect(page).toContain('41 candidates found');
    expect(page).toContain('href="/candidate/senior-python-developer-7"');
    expect(page).toContain('Anonymous candidate');
    expect(page).toContain('name="seniority" checked="" value="senior"');
    expect(page).toContain('name="seniority" value="junior"');
    // Relocation has a flag of its own, so it is not offered twice.
    expect(page).not.toContain('value="moving"');
    expect(page).toContain('href="/candidates?seniority=senior"');
    expect(page).toContain('href="/candidates?seniority=senior&amp;page=3"');
  });

  it('says when no candidate matches the filters, with the way back to all of them', () => {
    const page = html(
      <CandidatesPage />,
      '/candidates?seniority=junior',
      loaded({ isFiltered: true, page: { list: [], total: 0, is_total_capped: false, page: 1, pages: 1 } }),
    );
    expect(page).toContain('No candidates match these filters.');
    expect(page).toContain('All candidates');
  });

  it('says “more than” a total the count stopped at', () => {
    const page = html(
      <CandidatesPage />,
      '/candidates',
      loaded({ page: { list: [card], total: 2000, is_total_capped: true, page: 1, pages: 100 } }),
    );
    expect(page).toContain('More than 2,000 candidates found');
  });

  it('gives a landing page its own title, heading and description, and links the other landings', () => {
    const page = html(
      <CandidatesLandingPage />,
      '/candidates/search/python',
      loaded({ landing: 'python', query: { specialization_ids: [59], sort: 'published', page: 1 } }),
    );
    expect(page).toContain('<title>Python developers for hire · Hushwork</title>');
    expect(page).toContain('Python developers looking for a job</h1>');
    expect(page).toContain('href="/candidates/search/ruby"');
    expect(page).not.toContain('href="/candidates/search/python" data-discover="true">Python</a>');
    expect(page).toContain('name="specialization_ids" checked="" value="59"');
  });
});
