import { CANDIDATES, type Locale, type TCandidateCard } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { type CandidateRow, candidateRepo, type PlaceRow } from './candidate.repo.ts';
import { type Names, namedOf, namesFor, presentPlaces } from './present-places.ts';

type Card = TCandidateCard;

/** The start of a text, cut at a word so the excerpt never ends inside one. */
function excerptOf(text: string, max: number = CANDIDATES.excerptMax): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The anonymous card of one row, from names already looked up. Built field by field from the anonymous row: nothing
 * of `candidate_identities` is in reach here, so a card cannot carry a name, photo, file or contact.
 */
function cardOf(row: CandidateRow, places: PlaceRow[], names: Names): Card {
  return {
    id: row.id,
    slug: row.slug,
    label: row.desired_position,
    desired_position: row.desired_position,
    specializations: namedOf(row.specialization_ids, names.specializations),
    keywords: namedOf(row.keyword_ids, names.technologies),
    tags: row.tags,
    seniority: row.seniority as Card['seniority'],
    experience: row.experience as Card['experience'],
    english_level: row.english_level as Card['english_level'],
    salary: row.salary,
    job_types: row.job_types as Card['job_types'],
    employment: row.employment as Card['employment'],
    places: presentPlaces(places, names),
    expectation_excerpt: excerptOf(row.expectation_description),
    language: (row.language ?? null) as Card['language'],
    published_at: row.published_at.toISOString(),
  };
}

/**
 * Cards for a page of candidates in the reader's language, in the rows' order: one query for the places and one per
 * kind of name, whatever the page size. Lists, search, landing pages and favorites all present candidates this way.
 */
export async function presentCards(db: Db, locale: Locale, rows: CandidateRow[]): Promise<Card[]> {
  const placesById = await candidateRepo.placesOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await namesFor(db, locale, rows, [...placesById.values()].flat());
  return rows.map((row) => cardOf(row, placesById.get(row.id) ?? [], names));
}
