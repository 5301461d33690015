import { describe, expect, it } from 'vitest';
import { jobsQueryOf } from './jobs-query.server.ts';

const at = (query: string) => new URL(`http://hushwork.test/uk/job-openings${query}`);

describe('the job search query from the address', () => {
  it('reads repeated and bracketed fields as lists and keeps the rest', () => {
    const query = jobsQueryOf(at('?search=react&seniority=junior&seniority[]=senior&keyword_ids=3,4&remote=1&page=2'));
    expect(query).toMatchObject({
      search: 'react',
      seniority: ['junior', 'senior'],
      keyword_ids: [3, 4],
      remote: true,
      page: 2,
    });
  });

  it("reads a form's empty fields as not given, never as zero", () => {
    const query = jobsQueryOf(at('?search=go&salary_from=&salary_to=&currency=USD&sort=date'));
    expect(query).toMatchObject({ search: 'go', currency: 'USD', sort: 'date' });
    expect(query.salary_from).toBeUndefined();
    expect(query.salary_to).toBeUndefined();
  });

  it('drops only the values the API would refuse', () => {
    const query = jobsQueryOf(at('?search=go&seniority=guru&salary_from=-5&currency=XYZ&country_ids=1'));
    expect(query).toMatchObject({ search: 'go', country_ids: [1], page: 1 });
    expect(query).not.toHaveProperty('seniority');
    expect(query.salary_from).toBeUndefined();
    expect(query.currency).toBeUndefined();
  });
});
