import type {
  TApplicantProfile,
  TApplicationStatus,
  TMyApplication,
  TRejectReason,
  TResponse,
} from '@hushwork/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import { candidateDirectory } from '../candidates/index.ts';
import { userDirectory } from '../identity/index.ts';
import { vacancyDirectory } from '../vacancies/index.ts';
import type { ApplicationRow } from './application.repo.ts';
import { conversationRoomIds } from './conversations.ts';

const rejectionOf = (row: ApplicationRow) =>
  row.status === 'rejected' && row.rejection_reason
    ? {
        reason_key: row.rejection_reason as TRejectReason,
        text: row.rejection_text,
        rejected_at: (row.rejected_at ?? row.created_at).toISOString(),
      }
    : null;

/**
 * A page of responses as `actor` (a member of the company, or an admin) reads them: one call per kind of other
 * domain's data, whatever the page's size. A candidate's card and whether their profile is open to the reader come
 * from the candidates module; the CV only while it is, and the name and e-mail only of an applicant without a profile,
 * who sent them to this company with the application itself.
 */
export async function presentResponses(
  db: Db,
  actor: Actor,
  rows: ApplicationRow[],
  registry: Registry,
): Promise<TResponse[]> {
  if (rows.length === 0) return [];
  const withoutProfile = rows.filter((row) => row.candidate_id === null).map((row) => row.user_id);
  const [vacancies, candidates, applicants] = await Promise.all([
    vacancyDirectory.titlesByIds(
      db,
      rows.map((row) => row.vacancy_id),
    ),
    candidateDirectory.cardsFor(
      db,
      actor,
      rows.flatMap((row) => (row.candidate_id === null ? [] : [row.candidate_id])),
      registry,
    ),
    userDirectory.listByIds(db, withoutProfile),
  ]);
  const rooms = await roomsOfReader(db, actor, rows, (id) => candidates.has(id), registry);
  return rows.map((row) => {
    const candidate = row.candidate_id === null ? undefined : candidates.get(row.candidate_id);
    const applicant = row.candidate_id === null ? applicants.get(row.user_id) : undefined;
    const mayReadCv = row.candidate_id === null || candidate?.is_opened === true;
    return {
      id: row.id,
      vacancy: vacancies.get(row.vacancy_id) ?? { id: row.vacancy_id, slug: '', title: '' },
      candidate: candidate?.card ?? null,
      is_opened: candidate?.is_opened ?? false,
      applicant: applicant ? { name: applicant.name, email: applicant.email } : null,
      cover_letter: row.cover_letter,
      cv_file_id: mayReadCv ? row.cv_file_id : null,
      answers: row.answers,
      status: row.status as TApplicationStatus,
      is_read: row.is_read,
      read_at: row.read_at?.toISOString() ?? null,
      rejection: rejectionOf(row),
      room_id: row.candidate_id === null ? null : (rooms.get(`${row.company_id}:${row.candidate_id}`) ?? null),
      created_at: row.created_at.toISOString(),
    };
  });
}

/**
 * The conversations a company's member may open from the responses (keyed `company:candidate`): only a member writes
 * for the company, and only to candidates whose card they see (one who hid from the company has no room to show).
 */
async function roomsOfReader(
  db: Db,
  actor: Actor,
  rows: ApplicationRow[],
  isShown: (candidateId: number) => boolean,
  registry: Registry,
): Promise<Map<string, number>> {
  const rooms = new Map<string, number>();
  if (actor.role !== 'company') return rooms;
  const byCompany = new Map<number, number[]>();
  for (const row of rows) {
    if (row.candidate_id === null || !isShown(row.candidate_id)) continue;
    byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.candidate_id]);
  }
  for (const [companyId, candidateIds] of byCompany) {
    for (const [candidateId, roomId] of await conversationRoomIds(db, companyId, candidateIds, registry))
      rooms.set(`${companyId}:${candidateId}`, roomId);
  }
  return rooms;
}

/** What each company sees of the applicant now: an opening made or closed since applying counts. */
async function profilesOf(db: Db, rows: ApplicationRow[]): Promise<Map<number, TApplicantProfile>> {
  const candidateId = rows.find((row) => row.candidate_id !== null)?.candidate_id ?? null;
  const opened =
    candidateId === null
      ? new Set<number>()
      : await candidateDirectory.openedCompanies(
          db,
          candidateId,
          rows.map((row) => row.company_id),
        );
  return new Map(
    rows.map((row) => [
      row.id,
      row.candidate_id === null ? 'none' : opened.has(row.company_id) ? 'opened' : 'anonymous',
    ]),
  );
}

/**
 * A page of a worker's own applications, with each vacancy's card in the worker's language and what its company sees
 * of them, so the page offers to open the profile where the application went anonymously.
 */
export async function presentMyApplications(db: Db, actor: Actor, rows: ApplicationRow[]): Promise<TMyApplication[]> {
  const cards = await vacancyDirectory.cardsByIds(
    db,
    actor.locale,
    rows.map((row) => row.vacancy_id),
  );
  const profiles = await profilesOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    vacancy_id: row.vacancy_id,
    company_id: row.company_id,
    profile: profiles.get(row.id) ?? 'none',
    vacancy: cards.get(row.vacancy_id) ?? null,
    cover_letter: row.cover_letter,
    cv_file_id: row.cv_file_id,
    answers: row.answers,
    status: row.status as TApplicationStatus,
    is_read: row.is_read,
    rejection: rejectionOf(row),
    created_at: row.created_at.toISOString(),
  }));
}
