import type { TCity } from '@hushwork/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';

export type Office = { city_id: number; name: string };

/** The company's offices, head office first: chosen from our places, posted as `office_city_ids`. */
export function OfficesField({ initial, max, error }: { initial: Office[]; max: number; error?: string }) {
  const { t } = useTranslation('Companies');
  const [offices, setOffices] = useState<Office[]>(initial);
  const add = (city: TCity) =>
    setOffices((current) =>
      current.some((office) => office.city_id === city.id) || current.length >= max
        ? current
        : [...current, { city_id: city.id, name: `${city.name}, ${city.country_name}` }],
    );
  return (
    <div>
      <PlaceAutocomplete label={t('addOffice')} onChoose={add} />
      <p className="mt-1 text-sm text-muted">{t('officesHint')}</p>
      {offices.length === 0 ? <p className="mt-4 text-muted">{t('noOffices')}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('offices')}>
        {offices.map((office) => (
          <li key={office.city_id} className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3">
            {office.name}
            <input type="hidden" name="office_city_ids" value={office.city_id} />
            <button
              type="button"
              aria-label={t('removeOffice', { name: office.name })}
              onClick={() => setOffices((current) => current.filter((item) => item.city_id !== office.city_id))}
              className="rounded-full p-1 hover:bg-neutral-200"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
