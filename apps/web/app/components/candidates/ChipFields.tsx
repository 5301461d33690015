import { CANDIDATES, type TCity } from '@hushwork/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../catalogs/PlaceAutocomplete.tsx';
import { Button } from '../ui/Button.tsx';
import { Chip, ChipList } from '../ui/fields/ChipsField.tsx';
import { FieldsetShell } from '../ui/fields/FieldShell.tsx';
import { type FieldMeta, inputClass } from '../ui/fields/field-meta.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/**
 * Free words, up to `CANDIDATES.tagsMax`; one typed again in another case is not added twice (the API drops such
 * repetitions too, spec section 5). Posted as repeated `tags` values.
 */
export function TagsField<Schema>({ initial, meta }: { initial: string[]; meta: FieldMeta<Schema> }) {
  const { t } = useTranslation('Candidates');
  const id = useId();
  const [tags, setTags] = useState(initial);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  // Adding a tag needs the page's script: the button waits for it rather than doing nothing.
  const isHydrated = useHydrated();
  const isFull = tags.length >= CANDIDATES.tagsMax;
  const add = () => {
    const tag = text.trim();
    if (!tag) return;
    if (tags.some((item) => item.toLocaleLowerCase() === tag.toLocaleLowerCase())) setNote(t('tagRepeated', { tag }));
    else {
      setTags([...tags, tag]);
      setNote('');
    }
    setText('');
  };
  return (
    <FieldsetShell meta={meta} legend={t('tags')} description={t('tagsHint', { max: CANDIDATES.tagsMax })}>
      <div className="mt-2 flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('newTag')}
        </label>
        <input
          id={id}
          value={text}
          maxLength={CANDIDATES.tagMax}
          disabled={isFull}
          placeholder={t('newTag')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          className={inputClass()}
        />
        <Button variant="secondary" onClick={add} disabled={isFull || !isHydrated} className="shrink-0">
          {t('addTag')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {note}
      </p>
      <ChipList label={t('tags')}>
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={tag}
            removeLabel={t('removeTag', { tag })}
            onRemove={() => setTags(tags.filter((item) => item !== tag))}
          >
            <input type="hidden" name="tags" value={tag} />
          </Chip>
        ))}
      </ChipList>
    </FieldsetShell>
  );
}

export type PlaceChoice = { country_id: number; city_id: number | null; label: string };

/**
 * Where the candidate would work: whole countries, or cities picked from our places, each city posted with its
 * country (a city needs a country, spec section 5).
 */
export function PlacesField<Schema>({
  initial,
  countries,
  meta,
}: {
  initial: PlaceChoice[];
  countries: { id: number; name: string }[];
  meta: FieldMeta<Schema>;
}) {
  const { t } = useTranslation('Candidates');
  const id = useId();
  const [places, setPlaces] = useState(initial);
  const isFull = places.length >= CANDIDATES.placesMax;
  const add = (place: PlaceChoice) =>
    setPlaces((current) =>
      current.length >= CANDIDATES.placesMax ||
      current.some((item) => item.country_id === place.country_id && item.city_id === place.city_id)
        ? current
        : [...current, place],
    );
  const addCity = (city: TCity) =>
    add({ country_id: city.country_id, city_id: city.id, label: `${city.name}, ${city.country_name}` });
  return (
    <FieldsetShell meta={meta} legend={t('places')} description={t('placesHint', { max: CANDIDATES.placesMax })}>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm">
            {t('addCountry')}
          </label>
          <select
            id={id}
            value=""
            disabled={isFull}
            onChange={(event) => {
              const country = countries.find((item) => String(item.id) === event.target.value);
              if (country) add({ country_id: country.id, city_id: null, label: country.name });
            }}
            className={inputClass()}
          >
            <option value="">{t('chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <p className="mb-1 text-sm" aria-hidden="true">
            {t('addCity')}
          </p>
          <PlaceAutocomplete label={t('addCity')} onChoose={addCity} />
        </div>
      </div>
      {places.length === 0 ? <p className="mt-3 text-sm text-muted">{t('noPlaces')}</p> : null}
      <ChipList label={t('places')} className="mt-3">
        {places.map((place, index) => (
          <Chip
            key={`${place.country_id}-${place.city_id ?? ''}`}
            label={place.label}
            removeLabel={t('removePlace', { place: place.label })}
            onRemove={() => setPlaces(places.filter((item) => item !== place))}
          >
            <input type="hidden" name={`places[${index}].country_id`} value={place.country_id} />
            <input type="hidden" name={`places[${index}].city_id`} value={place.city_id ?? ''} />
          </Chip>
        ))}
      </ChipList>
    </FieldsetShell>
  );
}
