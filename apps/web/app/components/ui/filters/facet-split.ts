export type FilterOption = { value: string; label: string; count?: number };

/** How many values of a long list are shown at first: the first by count (the server's order). */
export const FACET_SHOWN = 8;
/** A list is cut only when the cut hides at least this many: a disclosure for one or two more is not worth it. */
const FACET_HIDDEN_MIN = 3;

/**
 * A list's values as shown at first (the first `FACET_SHOWN` and every ticked one, in the list's order) and the rest,
 * which open under a disclosure. A short list is shown whole.
 */
export function splitFacet<Option extends FilterOption>(
  options: Option[],
  chosen: string[],
): { shown: Option[]; hidden: Option[] } {
  if (options.length < FACET_SHOWN + FACET_HIDDEN_MIN) return { shown: options, hidden: [] };
  const isShown = (option: Option, index: number) => index < FACET_SHOWN || chosen.includes(option.value);
  const hidden = options.filter((option, index) => !isShown(option, index));
  if (hidden.length < FACET_HIDDEN_MIN) return { shown: options, hidden: [] };
  return { shown: options.filter(isShown), hidden };
}
