import {
  CANDIDATES,
  type TCandidateAnonymous,
  type TCandidateCv,
  type TCandidateDetails,
  type TCandidateOpened,
  type TCandidateOwn,
  type TCandidateViewer,
  type TModerationStatus,
} from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { describeDocument } from '../../../files/index.ts';
import { openingRepo } from '../../consent/lib/candidate-opening.repo.ts';
import {
  type EducationRow,
  type ExperienceRow,
  entryRepo,
  type SkillRow,
} from '../../entries/lib/candidate-entry.repo.ts';
import { noteRepo } from '../../notes/lib/candidate-note.repo.ts';
import { type CandidateRow, candidateRepo, type IdentityRow } from './candidate.repo.ts';
import type { Access, Reader } from './candidate-policy.ts';
import { presentCards } from './present-card.ts';

export const presentEducation = (row: EducationRow) => ({
  id: row.id,
  degree: row.degree as TCandidateAnonymous['education'][number]['degree'],
  institution: row.institution,
  specialty: row.specialty,
  start_year: row.start_year,
  end_year: row.end_year,
  description: row.description,
});
export const presentExperience = (row: ExperienceRow) => ({
  id: row.id,
  position: row.position,
  company_name: row.company_name,
  is_company_hidden: row.is_company_hidden,
  started_at: row.started_at,
  ended_at: row.ended_at,
  description: row.description,
});
export const presentSkill = (row: SkillRow) => ({
  id: row.id,
  name: row.name,
  level: row.level as TCandidateAnonymous['skills'][number]['level'],
});

/** When the publication date may be raised again. */
export const nextPublishAt = (row: Pick<CandidateRow, 'published_at'>) =>
  new Date(row.published_at.getTime() + CANDIDATES.publishIntervalS * 1000);

async function viewerOf(db: Db, reader: Reader, row: CandidateRow, access: Access): Promise<TCandidateViewer> {
  const companyId = reader.companyId;
  const [note, rating] =
    companyId === null
      ? [null, null]
      : await Promise.all([noteRepo.findNote(db, row.id, companyId), noteRepo.findRating(db, row.id, companyId)]);
  return { is_owner: access === 'owner', is_opened: access !== 'anonymous', note, rating };
}

async function cvOf(db: Db, identity: IdentityRow | undefined, isOwner: boolean): Promise<TCandidateCv | null> {
  if (!identity?.cv_file_id) return null;
  const file = await describeDocument(db, identity.cv_file_id);
  if (!file) return null;
  return { id: file.id, content_type: file.content_type, size: file.size, name: isOwner ? file.name : null };
}

/**
 * One profile as `reader` may see it. The anonymous view is built without reading `candidate_identities` beyond
 * whether a CV exists, and the hidden employers' names are blanked here, once, for every anonymous answer.
 */
export async function presentCandidate(
  db: Db,
  reader: Reader,
  access: Access,
  row: CandidateRow,
): Promise<TCandidateDetails> {
  const [[card], education, experience, skills, identity, viewer] = await Promise.all([
    presentCards(db, reader.actor.locale, [row]),
    entryRepo.list(db, 'education', row.id),
    entryRepo.list(db, 'experience', row.id),
    entryRepo.list(db, 'skills', row.id),
    candidateRepo.findIdentity(db, row.id),
    viewerOf(db, reader, row, access),
  ]);
  if (!card) throw new Error(`candidate ${row.id} has no card`);
  const common = {
    ...card,
    expectation_description: row.expectation_description,
    education: education.map(presentEducation),
    skills: skills.map(presentSkill),
    has_cv: Boolean(identity?.cv_file_id),
    viewer,
  };
  if (access === 'anonymous') {
    const anonymous: TCandidateAnonymous = {
      ...common,
      view: 'anonymous',
      experience_entries: experience.map((entry) => ({
        ...presentExperience(entry),
        company_name: entry.is_company_hidden ? null : entry.company_name,
      })),
    };
    return anonymous;
  }
  const who = {
    name: identity?.name ?? '',
    has_photo: Boolean(identity?.photo_id),
    cv: await cvOf(db, identity, access === 'owner'),
    contacts: {
      email: identity?.email ?? null,
      phone: identity?.phone ?? null,
      telegram: identity?.telegram ?? null,
      linkedin: identity?.linkedin ?? null,
      github: identity?.github ?? null,
    },
    experience_entries: experience.map(presentExperience),
  };
  if (access === 'opened') {
    const opening = reader.companyId === null ? undefined : await openingRepo.findOpen(db, row.id, reader.companyId);
    const opened: TCandidateOpened = {
      ...common,
      ...who,
      view: 'opened',
      opening: opening ? { opened_at: opening.opened_at.toISOString(), source: opening.source } : null,
    };
    return opened;
  }
  const own: TCandidateOwn = {
    ...common,
    ...who,
    view: 'owner',
    specialization_ids: row.specialization_ids,
    keyword_ids: row.keyword_ids,
    is_public: row.is_public,
    moderation_status: row.moderation_status as TModerationStatus,
    next_publish_at: nextPublishAt(row).toISOString(),
    created_at: row.created_at.toISOString(),
  };
  return own;
}

/** The owner's view, for the calls that change the own profile and answer it. */
export async function presentOwn(db: Db, reader: Reader, row: CandidateRow): Promise<TCandidateOwn> {
  return (await presentCandidate(db, reader, 'owner', row)) as TCandidateOwn;
}
