import type { TCity } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';
import { Chip, ChipList } from '../ui/fields/ChipsField.tsx';

export type Place = { id: number; name: string };

/** The cities the job is in, chosen from our places (each knows its country), posted as `city_ids`. */
export function VacancyPlacesField({ initial, max, error }: { initial: Place[]; max: number; error?: string }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const [places, setPlaces] = useState<Place[]>(initial);
  const add = (city: TCity) =>
    setPlaces((current) =>
      current.some((place) => place.id === city.id) || current.length >= max
        ? current
        : [...current, { id: city.id, name: `${city.name}, ${city.country_name}` }],
    );
  return (
    <div>
      <PlaceAutocomplete label={t('addCity')} onChoose={add} />
      <p className="mt-1 text-sm text-muted">{t('citiesHint')}</p>
      {places.length === 0 ? <p className="mt-3 text-muted">{t('noCities')}</p> : null}
      <ChipList label={t('cities')} className="mt-3">
        {places.map((place) => (
          <Chip
            key={place.id}
            label={place.name}
            removeLabel={t('removeCity', { name: place.name })}
            onRemove={() => setPlaces((current) => current.filter((item) => item.id !== place.id))}
          >
            <input type="hidden" name="city_ids" value={place.id} />
          </Chip>
        ))}
      </ChipList>
      {error ? (
        <p id="city_ids-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
