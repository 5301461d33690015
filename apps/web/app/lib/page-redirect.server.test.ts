import { describe, expect, it } from 'vitest';
import { redirectOffPage } from './page-redirect.server.ts';

const at = (query: string) => new URL(`http://hushwork.test/uk/job-openings${query}`);
/** Where the page redirects to; every paging redirect is permanent (spec sections 2, 5 and 9: 301). */
const redirectOf = (query: string, pages: number) => {
  try {
    redirectOffPage(at(query), pages);
    return null;
  } catch (thrown) {
    expect((thrown as Response).status).toBe(301);
    return (thrown as Response).headers.get('location');
  }
};

describe('the paging redirects', () => {
  it('leaves a page that exists alone', () => {
    expect(redirectOf('?search=go', 3)).toBeNull();
    expect(redirectOf('?search=go&page=3', 3)).toBeNull();
  });

  it('sends a page past the last to the last with a 301, keeping the filters', () => {
    expect(redirectOf('?search=go&page=9', 3)).toBe('/uk/job-openings?search=go&page=3');
    expect(redirectOf('?search=go&page=500', 3)).toBe('/uk/job-openings?search=go&page=3');
  });

  it('drops the page when only one is left, or when it is no page number', () => {
    expect(redirectOf('?page=2&search=go', 1)).toBe('/uk/job-openings?search=go');
    expect(redirectOf('?page=2', 0)).toBe('/uk/job-openings');
    expect(redirectOf('?page=abc&search=go', 5)).toBe('/uk/job-openings?search=go');
    expect(redirectOf('?page=1', 5)).toBe('/uk/job-openings');
  });
});
