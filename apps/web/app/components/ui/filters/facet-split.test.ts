import { describe, expect, it } from 'vitest';
import { FACET_SHOWN, splitFacet } from './facet-split.ts';

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: `Value ${i + 1}`, count: 100 - i }));

describe('splitFacet', () => {
  it('shows a short list whole', () => {
    expect(splitFacet(options(5), [])).toEqual({ shown: options(5), hidden: [] });
    // Cutting 10 to 8 would hide two: not worth a disclosure.
    expect(splitFacet(options(10), [])).toEqual({ shown: options(10), hidden: [] });
  });

  it('shows the first by count and hides the rest of a long list', () => {
    const { shown, hidden } = splitFacet(options(20), []);
    expect(shown.map((o) => o.value)).toEqual(options(FACET_SHOWN).map((o) => o.value));
    expect(hidden.map((o) => o.value)).toEqual(
      options(20)
        .slice(FACET_SHOWN)
        .map((o) => o.value),
    );
  });

  it('keeps every ticked value shown, in the list order', () => {
    const { shown, hidden } = splitFacet(options(20), ['15', '3']);
    expect(shown.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '15']);
    expect(hidden).toHaveLength(11);
    expect(hidden.some((o) => o.value === '15')).toBe(false);
  });

  it('shows the list whole when the ticked values leave too few to hide', () => {
    const ticked = ['9', '10', '11', '12', '13', '14', '15', '16', '17', '18'];
    expect(splitFacet(options(20), ticked).hidden).toEqual([]);
  });
});
