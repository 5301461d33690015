import { describe, expect, it } from 'vitest';
import {
  landingPathOf,
  landingTitleKeyOf,
  parseLandingPath,
  searchKeyOf,
  searchTextOfKey,
  type TLandingRoute,
} from './landing-route.ts';

describe('parseLandingPath', () => {
  it.each<[string, TLandingRoute]>([
    ['cities/berlin', { kind: 'cities', city: 'berlin' }],
    ['continents/europe', { kind: 'continents', continent: 'europe' }],
    ['countries/germany', { kind: 'countries', country: 'germany' }],
    ['dev/backend-developer', { kind: 'dev', key: 'backend-developer' }],
    ['search/react-native', { kind: 'search', key: 'react-native' }],
    ['seniority/junior', { kind: 'seniority', seniority: 'junior' }],
    ['technical/fintech', { kind: 'technical', key: 'fintech' }],
    ['technologies/react', { kind: 'technologies', technology: 'react' }],
    ['technologies/react/senior', { kind: 'technologies', technology: 'react', seniority: 'senior' }],
    ['technologies/react/berlin', { kind: 'technologies', technology: 'react', city: 'berlin' }],
    [
      'technologies/react/germany/berlin',
      { kind: 'technologies', technology: 'react', country: 'germany', city: 'berlin' },
    ],
    [
      'technologies/react/senior/berlin',
      { kind: 'technologies', technology: 'react', seniority: 'senior', city: 'berlin' },
    ],
    [
      'technologies/react/senior/germany/berlin',
      { kind: 'technologies', technology: 'react', seniority: 'senior', country: 'germany', city: 'berlin' },
    ],
  ])('reads %s', (path, route) => {
    expect(parseLandingPath(path)).toEqual(route);
  });

  it('reads a seniority word as a seniority and any other segment as a place', () => {
    expect(parseLandingPath('technologies/python/trainee')).toMatchObject({ seniority: 'trainee' });
    expect(parseLandingPath('technologies/python/middle-east-city')).toMatchObject({ city: 'middle-east-city' });
    expect(parseLandingPath('technologies/python/poland/warsaw')).toMatchObject({ country: 'poland', city: 'warsaw' });
  });

  it('takes leading and trailing slashes and an array of segments', () => {
    expect(parseLandingPath('/seniority/middle/')).toEqual({ kind: 'seniority', seniority: 'middle' });
    expect(parseLandingPath(['cities', 'lviv'])).toEqual({ kind: 'cities', city: 'lviv' });
  });

  it('keeps letters of any script in a search key and lowers its case', () => {
    expect(parseLandingPath(`search/${encodeURIComponent('Розробник-React')}`)).toEqual({
      kind: 'search',
      key: 'розробник-react',
    });
  });

  it.each([
    '',
    'cities',
    'external',
    'some-vacancy-slug-123',
    'jobs/react',
    'seniority/lead',
    'cities/berlin/extra',
    'technologies/react/germany/senior',
    'technologies/react/senior/junior',
    'technologies/react/senior/germany/berlin/mitte',
    'technologies/React',
    'technologies/re%act',
    'cities/ber lin',
    'search/c%23',
    'search/a--b',
    `cities/${'a'.repeat(101)}`,
  ])('refuses %s', (path) => {
    expect(parseLandingPath(path)).toBeNull();
  });
});

describe('landingPathOf', () => {
  it('builds the canonical address with the country before the city', () => {
    expect(
      landingPathOf({
        kind: 'technologies',
        technology: 'react',
        seniority: 'senior',
        country: 'germany',
        city: 'berlin',
      }),
    ).toBe('/job-openings/technologies/react/senior/germany/berlin');
    expect(landingPathOf({ kind: 'technologies', technology: 'react', country: 'germany', city: 'berlin' })).toBe(
      '/job-openings/technologies/react/germany/berlin',
    );
    expect(landingPathOf({ kind: 'search', key: 'розробник' })).toBe(
      `/job-openings/search/${encodeURIComponent('розробник')}`,
    );
  });

  it('reads back every shape it builds', () => {
    const routes: TLandingRoute[] = [
      { kind: 'cities', city: 'kyiv' },
      { kind: 'continents', continent: 'asia' },
      { kind: 'countries', country: 'poland' },
      { kind: 'dev', key: 'python' },
      { kind: 'search', key: 'go-developer' },
      { kind: 'seniority', seniority: 'senior' },
      { kind: 'technical', key: 'gamedev' },
      { kind: 'technologies', technology: 'java' },
      { kind: 'technologies', technology: 'java', seniority: 'junior' },
      { kind: 'technologies', technology: 'java', city: 'krakow' },
      { kind: 'technologies', technology: 'java', country: 'poland', city: 'krakow' },
      { kind: 'technologies', technology: 'java', seniority: 'junior', country: 'poland', city: 'krakow' },
    ];
    for (const route of routes) {
      expect(parseLandingPath(landingPathOf(route).replace('/job-openings/', ''))).toEqual(route);
    }
  });
});

describe('search keys', () => {
  it('turns typed words into a key and back', () => {
    expect(searchKeyOf('  Senior React, Native! ')).toBe('senior-react-native');
    expect(searchTextOfKey('senior-react-native')).toBe('senior react native');
    expect(searchKeyOf('!!!')).toBeNull();
  });
});

describe('landingTitleKeyOf', () => {
  it('names the words of each technology combination', () => {
    expect(landingTitleKeyOf({ kind: 'technologies', technology: 'go' })).toBe('technologies');
    expect(landingTitleKeyOf({ kind: 'technologies', technology: 'go', seniority: 'senior' })).toBe(
      'technologies_seniority',
    );
    expect(landingTitleKeyOf({ kind: 'technologies', technology: 'go', city: 'oslo' })).toBe('technologies_city');
    expect(landingTitleKeyOf({ kind: 'technologies', technology: 'go', seniority: 'senior', city: 'oslo' })).toBe(
      'technologies_seniority_city',
    );
    expect(landingTitleKeyOf({ kind: 'cities', city: 'oslo' })).toBe('cities');
  });
});
