import type { TCity } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';
import { Chip, ChipList } from '../ui/fields/ChipsField.tsx';

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
      <ChipList label={t('offices')} className="mt-4">
        {offices.map((office) => (
          <Chip
            key={office.city_id}
            label={office.name}
            removeLabel={t('removeOffice', { name: office.name })}
            onRemove={() => setOffices((current) => current.filter((item) => item.city_id !== office.city_id))}
          >
            <input type="hidden" name="office_city_ids" value={office.city_id} />
          </Chip>
        ))}
      </ChipList>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
