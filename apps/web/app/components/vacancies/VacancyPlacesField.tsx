import type { TCity } from '@hushwork/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';

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
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('cities')}>
        {places.map((place) => (
          <li key={place.id} className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3">
            {place.name}
            <input type="hidden" name="city_ids" value={place.id} />
            <button
              type="button"
              aria-label={t('removeCity', { name: place.name })}
              onClick={() => setPlaces((current) => current.filter((item) => item.id !== place.id))}
              className="rounded-full p-1 hover:bg-neutral-200"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="city_ids-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
