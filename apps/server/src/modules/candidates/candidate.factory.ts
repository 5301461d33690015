import type {
  TCandidateContacts,
  TCandidateEducationRequest,
  TCandidateExperienceRequest,
  TCandidateSkillRequest,
  TModerationStatus,
} from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { lookupReferences } from '../catalogs/index.ts';
import { entryRepo } from './entries/lib/candidate-entry.repo.ts';
import { type CandidateRow, candidateRepo, type PlaceRow } from './profile/lib/candidate.repo.ts';
import { candidateSlug } from './profile/lib/candidate-slug.ts';

export type CandidateOptions = {
  userId: number;
  name: string;
  desired_position?: string;
  specialization_ids?: number[];
  keyword_ids?: number[];
  /** The specializations' and keywords' names for search; looked up in the catalogs when left out. */
  references_text?: string;
  tags?: string[];
  seniority?: string | null;
  experience?: string;
  english_level?: string;
  salary?: number | null;
  job_types?: string[];
  employment?: string[];
  places?: PlaceRow[];
  expectation_description?: string;
  is_public?: boolean;
  moderation_status?: TModerationStatus;
  published_at?: Date;
  created_at?: Date;
  photo_id?: string | null;
  cv_file_id?: string | null;
  contacts?: Partial<TCandidateContacts>;
  education?: TCandidateEducationRequest[];
  experience_entries?: TCandidateExperienceRequest[];
  skills?: TCandidateSkillRequest[];
};

/** The English names of specializations and keywords, the words a search for them finds. */
async function referencesTextOf(db: Db, specializationIds: number[], keywordIds: number[]): Promise<string> {
  if (specializationIds.length === 0 && keywordIds.length === 0) return '';
  const refs = await lookupReferences({
    db,
    input: { locale: 'en', specializationIds, technologyIds: keywordIds },
  });
  return [...refs.specializations.values(), ...refs.technologies.values()].map((item) => item.name).join(' ');
}

/**
 * One way to make a candidate with its identity, places and entries, for tests and the demo seeds. It writes what
 * the profile's calls would (without their checks); approved unless told otherwise, so a test starts from a listed
 * profile without an admin.
 */
export async function createCandidate(db: Db, options: CandidateOptions): Promise<CandidateRow> {
  const position = options.desired_position ?? 'Software developer';
  const specializationIds = options.specialization_ids ?? [];
  const keywordIds = options.keyword_ids ?? [];
  const places = options.places ?? [];
  const candidate = await candidateRepo.insert(db, {
    user_id: options.userId,
    slug: candidateSlug(position),
    desired_position: position,
    specialization_ids: specializationIds,
    keyword_ids: keywordIds,
    references_text: options.references_text ?? (await referencesTextOf(db, specializationIds, keywordIds)),
    tags: options.tags ?? [],
    seniority: options.seniority ?? null,
    experience: options.experience ?? 'without',
    english_level: options.english_level ?? 'without',
    salary: options.salary ?? null,
    job_types: options.job_types ?? [],
    employment: options.employment ?? ['is_seekers'],
    country_ids: [...new Set(places.map((place) => place.country_id))],
    city_ids: places.flatMap((place) => (place.city_id === null ? [] : [place.city_id])),
    expectation_description: options.expectation_description ?? '',
    is_public: options.is_public ?? true,
    moderation_status: options.moderation_status ?? 'approved',
    ...(options.published_at ? { published_at: options.published_at } : {}),
    ...(options.created_at ? { created_at: options.created_at } : {}),
  });
  await candidateRepo.saveIdentity(db, {
    candidate_id: candidate.id,
    name: options.name,
    photo_id: options.photo_id ?? null,
    cv_file_id: options.cv_file_id ?? null,
    email: options.contacts?.email ?? null,
    phone: options.contacts?.phone ?? null,
    telegram: options.contacts?.telegram ?? null,
    linkedin: options.contacts?.linkedin ?? null,
    github: options.contacts?.github ?? null,
  });
  await candidateRepo.replacePlaces(db, candidate.id, places);
  for (const entry of options.education ?? []) {
    await entryRepo.insert(db, 'education', candidate.id, {
      degree: entry.degree ?? null,
      institution: entry.institution,
      specialty: entry.specialty ?? '',
      start_year: entry.start_year,
      end_year: entry.end_year ?? null,
      description: entry.description ?? '',
    });
  }
  for (const entry of options.experience_entries ?? []) {
    await entryRepo.insert(db, 'experience', candidate.id, {
      position: entry.position,
      company_name: entry.company_name,
      is_company_hidden: entry.is_company_hidden ?? false,
      started_at: entry.started_at,
      ended_at: entry.ended_at ?? null,
      description: entry.description ?? '',
    });
  }
  for (const entry of options.skills ?? []) {
    await entryRepo.insert(db, 'skills', candidate.id, { name: entry.name, level: entry.level ?? null });
  }
  await candidateRepo.refreshSearchVector(db, candidate.id);
  return (await candidateRepo.findById(db, candidate.id)) as CandidateRow;
}

/** A decision without an admin, for the demo seed and the tests (admins decide through the admin API). */
export async function setCandidateModeration(db: Db, id: number, status: TModerationStatus): Promise<CandidateRow> {
  return candidateRepo.update(db, id, { moderation_status: status });
}
