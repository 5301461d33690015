import type { TCity } from '@hushwork/contract';
import { FilterChip } from '../ui/filters/FilterChip.tsx';
import { PlaceAutocomplete } from './PlaceAutocomplete.tsx';

/**
 * A list's city filter: the field to pick one, and the city the address already filters by, as a chip that removes it.
 * The page brings the words, since each list says "city" in its own way (an office's, a candidate's).
 */
export function CityFilter({
  city,
  label,
  chosenLabel,
  removeLabel,
  drop,
}: {
  city: TCity | null;
  label: string;
  /** The chip's words for the city the address filters by ("City: Berlin, Germany"). */
  chosenLabel: (city: TCity) => string;
  /** The chip's link's name ("Remove the city Berlin"). */
  removeLabel: (city: TCity) => string;
  /** The query's fields that carry the city on this list. */
  drop: readonly string[];
}) {
  return (
    <div>
      <span className="font-medium" aria-hidden="true">
        {label}
      </span>
      <div className="mt-1">
        <PlaceAutocomplete name="city" label={label} />
      </div>
      {city ? (
        <p className="mt-2 flex items-center gap-1 text-sm">
          {/* Behind the field's own `city`: a city picked now comes first in the address and wins. */}
          <input type="hidden" name="city" value={city.slug} />
          <FilterChip label={chosenLabel(city)} removeLabel={removeLabel(city)} drop={drop} testId="city-filter" />
        </p>
      ) : null}
    </div>
  );
}
