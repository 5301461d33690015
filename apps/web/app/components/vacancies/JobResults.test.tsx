// @vitest-environment happy-dom
import type { TJobsResult } from '@hushwork/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { JobResults } from './JobResults.tsx';

afterEach(cleanup);

const jobs = (total: number, is_total_capped = false): TJobsResult =>
  ({ list: [], total, is_total_capped, page: 1, pages: 1 }) as unknown as TJobsResult;

describe('the count above the results', () => {
  it('groups thousands the way the page’s language writes them', () => {
    renderWithApp(<JobResults jobs={jobs(1499)} empty={null} />);
    expect(screen.getByTestId('jobs-found').textContent).toContain('1,499 vacancies found');
    cleanup();
    renderWithApp(<JobResults jobs={jobs(1499)} empty={null} />, { locale: 'uk' });
    // Ukrainian groups with a (narrow) no-break space.
    expect(screen.getByTestId('jobs-found').textContent).toMatch(/1\s499/u);
  });

  it('says "more than" at the cap, grouped too', () => {
    renderWithApp(<JobResults jobs={jobs(10000, true)} empty={null} />);
    expect(screen.getByTestId('jobs-found').textContent).toContain('More than 10,000 vacancies found');
  });
});
