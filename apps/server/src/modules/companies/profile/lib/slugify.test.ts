import { describe, expect, it } from 'vitest';
import { freeSlug, slugify } from './slugify.ts';

describe('company slugs', () => {
  it('spells names of every locale in plain latin', () => {
    expect(slugify('Łódź Soft')).toBe('lodz-soft');
    expect(slugify('Ромашка Груп')).toBe('romashka-hrup');
    expect(slugify('Їжак & Щука')).toBe('yizhak-shchuka');
    expect(slugify('Müller Straße GmbH')).toBe('muller-strasse-gmbh');
    expect(slugify('  ***  ')).toBe('company');
  });

  it('takes the first free number after a taken slug', () => {
    expect(freeSlug('acme', [])).toBe('acme');
    expect(freeSlug('acme', ['acme', 'acme-2', 'acme-corp'])).toBe('acme-3');
  });
});
