import { describe, expect, it } from 'vitest';
import { keptFacetsKey } from './kept-facets.ts';

describe('which searches keep their facet counts', () => {
  it('keeps the search with no filter, empty fields and lists counting as unset', () => {
    expect(keptFacetsKey({})).toBe('facets');
    expect(keptFacetsKey({ search: '', seniority: [], remote: false })).toBe('facets');
  });

  it('keeps a search with one filter of one value, under a key of its own', () => {
    expect(keptFacetsKey({ seniority: ['senior'] })).toBe('facets:seniority=senior');
    expect(keptFacetsKey({ country_ids: [616] })).toBe('facets:country_ids=616');
    expect(keptFacetsKey({ remote: true })).toBe('facets:remote=true');
  });

  it('counts afresh a text, two values or two filters', () => {
    expect(keptFacetsKey({ search: 'react' })).toBeNull();
    expect(keptFacetsKey({ seniority: ['senior', 'middle'] })).toBeNull();
    expect(keptFacetsKey({ seniority: ['senior'], remote: true })).toBeNull();
  });
});
