import { describe, expect, it } from 'vitest';
import { CANDIDATES } from '../constants.ts';
import { CANDIDATE_LANDINGS, candidateLandingPath, candidateLandingQuery, isCandidateLanding } from './landings.ts';
import { ZListCandidatesQuery } from './query.ts';

describe('candidate landing pages', () => {
  it('has filters for exactly the eight landing keys of the spec, each a valid list query', () => {
    expect(Object.keys(CANDIDATE_LANDINGS).sort()).toEqual([...CANDIDATES.landings].sort());
    for (const key of CANDIDATES.landings) {
      const parsed = ZListCandidatesQuery.parse(candidateLandingQuery(key));
      expect(parsed.specialization_ids?.length).toBeGreaterThan(0);
      expect(parsed).toMatchObject({ sort: 'published', page: 1 });
    }
  });

  it('keeps the visitor’s own filters and lets their specializations replace the landing’s', () => {
    expect(candidateLandingQuery('python', { seniority: 'senior', page: 2, search: '' })).toEqual({
      specialization_ids: [59],
      seniority: 'senior',
      page: 2,
    });
    expect(candidateLandingQuery('qa', { specialization_ids: '6' })).toEqual({ specialization_ids: '6' });
  });

  it('does not hand out the map’s own arrays', () => {
    const query = candidateLandingQuery('ruby');
    (query.specialization_ids as number[]).push(1);
    expect(CANDIDATE_LANDINGS.ruby.specialization_ids).toEqual([66]);
  });

  it('knows its keys and builds their paths', () => {
    expect(isCandidateLanding('mobile')).toBe(true);
    expect(isCandidateLanding('cobol')).toBe(false);
    expect(isCandidateLanding('toString')).toBe(false);
    expect(candidateLandingPath('web')).toBe('/candidates/search/web');
  });
});
