import { CATALOG_LIMITS, type Locale, type TSaveCandidate } from '@hushwork/contract';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { textLanguageOf } from '../../../../platform/i18n/text-language.ts';
import { lookupReferences, placeRepo } from '../../../catalogs/index.ts';
import { type CandidateRow, candidateRepo, type NewCandidate, type PlaceRow } from './candidate.repo.ts';
import { candidateSlug } from './candidate-slug.ts';

const unknown = (field: string) =>
  new AppError('UNKNOWN_REFERENCE', { fields: { [field]: [{ key: 'validation:unknownReference' }] } });

/** Everything of a save that the public sees: a change to any of it sends the profile back to moderation. */
type PublicFields = Omit<NewCandidate, 'user_id' | 'slug' | 'is_public' | 'moderation_status'>;

/**
 * Checks the chosen specializations (of types 2–4), keywords and places against the catalogs (a city must lie in the
 * country it is given with) and returns the public columns, with the names the search vector needs.
 */
async function publicFieldsOf(db: Db, locale: Locale, input: TSaveCandidate): Promise<PublicFields> {
  const places: PlaceRow[] = input.places;
  const cityIds = places.flatMap((place) => (place.city_id === null ? [] : [place.city_id]));
  const [refs, countries] = await Promise.all([
    lookupReferences({
      db,
      input: { locale: 'en', cityIds, specializationIds: input.specialization_ids, technologyIds: input.keyword_ids },
    }),
    placeRepo.listCountries(db, { locale, limit: CATALOG_LIMITS.countriesMax, orderBy: 'name' }),
  ]);
  if (input.specialization_ids.some((id) => !refs.specializations.has(id))) throw unknown('specialization_ids');
  if (input.keyword_ids.some((id) => !refs.technologies.has(id))) throw unknown('keyword_ids');
  const countryIds = new Set(countries.map((country) => country.id));
  places.forEach((place, index) => {
    if (!countryIds.has(place.country_id)) throw unknown(`places.${index}.country_id`);
    if (place.city_id !== null && refs.cities.get(place.city_id)?.country_id !== place.country_id) {
      throw unknown(`places.${index}.city_id`);
    }
  });
  const names = [
    ...input.specialization_ids.map((id) => refs.specializations.get(id)?.name),
    ...input.keyword_ids.map((id) => refs.technologies.get(id)?.name),
  ];
  return {
    desired_position: input.desired_position,
    specialization_ids: input.specialization_ids,
    keyword_ids: input.keyword_ids,
    references_text: names.filter(Boolean).join(' '),
    tags: input.tags,
    seniority: input.seniority,
    experience: input.experience,
    english_level: input.english_level,
    salary: input.salary,
    job_types: input.job_types,
    employment: input.employment,
    country_ids: [...new Set(places.map((place) => place.country_id))],
    city_ids: [...new Set(cityIds)],
    expectation_description: input.expectation_description,
    // Stored, not guessed per page: pages mark the text with `lang` when it differs from theirs.
    language: textLanguageOf(input.desired_position, input.expectation_description),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changesPublicly(row: CandidateRow, fields: PublicFields, places: PlaceRow[], before: PlaceRow[]): boolean {
  // Derived columns follow what they are derived from.
  const keys = Object.keys(fields).filter(
    (key) => key !== 'references_text' && key !== 'language',
  ) as (keyof PublicFields)[];
  return keys.some((key) => !same(row[key], fields[key])) || !same(before, places);
}

export type WriteCandidateOptions = {
  db: Db;
  clock: Clock;
  locale: Locale;
  userId: number;
  existing: CandidateRow | undefined;
  input: TSaveCandidate;
  /** An owner's change goes back to moderation; an admin's edit (the moderator's own) keeps its status. */
  moderate: boolean;
};

/**
 * Creates or replaces a profile from a whole save: the anonymous row, the identity (name and contacts) beside it,
 * the places, and the search vector. A new profile, and an owner's change to what the public sees, await
 * moderation (`pending`); a rejected profile changed by its owner is sent to moderation again.
 */
export async function writeCandidate(options: WriteCandidateOptions): Promise<CandidateRow> {
  const { db, clock, existing, input } = options;
  const fields = await publicFieldsOf(db, options.locale, input);
  const places: PlaceRow[] = input.places;
  let row: CandidateRow;
  if (!existing) {
    row = await candidateRepo.insert(db, {
      ...fields,
      user_id: options.userId,
      slug: candidateSlug(input.desired_position),
      is_public: input.is_public,
      moderation_status: 'pending',
      published_at: clock.now(),
      created_at: clock.now(),
    });
  } else {
    const before = (await candidateRepo.placesOf(db, [existing.id])).get(existing.id) ?? [];
    const toModeration = options.moderate && changesPublicly(existing, fields, places, before);
    row = await candidateRepo.update(db, existing.id, {
      ...fields,
      is_public: input.is_public,
      ...(toModeration ? { moderation_status: 'pending' } : {}),
    });
  }
  await candidateRepo.saveIdentity(db, { candidate_id: row.id, name: input.name, ...input.contacts });
  await candidateRepo.replacePlaces(db, row.id, places);
  await candidateRepo.refreshSearchVector(db, row.id);
  return (await candidateRepo.findById(db, row.id)) as CandidateRow;
}
