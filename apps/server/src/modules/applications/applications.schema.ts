import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../../platform/db/columns.ts';

/** An answer kept as the applicant gave it, with the question's words as they read them. */
export type StoredAnswer = { question_id: number; question: string; answer: string };

/**
 * A worker's application to a vacancy, which its company reads as a response. Vacancies, companies, accounts,
 * candidates and files are other modules' ids (no foreign keys: their tables are not this module's); the company is
 * copied from the vacancy when the row is written, so the company's lists read this table alone. The applicant's name
 * and e-mail are not kept here: an applicant without a profile is their account, which identity answers for.
 */
export const job_applications = pgTable(
  'job_applications',
  {
    id: serialId(),
    vacancy_id: integer('vacancy_id').notNull(),
    company_id: integer('company_id').notNull(),
    user_id: integer('user_id').notNull(),
    /** The applicant's candidate profile, when they applied with one (it was opened to the company). */
    candidate_id: integer('candidate_id'),
    cover_letter: text('cover_letter').notNull(),
    cv_file_id: text('cv_file_id'),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    /** new, rejected (turned down with a reason) or offered (answered with a job offer). */
    status: text('status').notNull().default('new'),
    is_read: boolean('is_read').notNull().default(false),
    read_at: timestamptz('read_at'),
    /** One of APPLICATIONS.rejectReasons, and the company's own words beside it. */
    rejection_reason: text('rejection_reason'),
    rejection_text: text('rejection_text'),
    rejected_at: timestamptz('rejected_at'),
    created_at: createdAt(),
  },
  (t) => [
    // One application per worker and vacancy; a second one is refused by this index even when two race.
    uniqueIndex('job_applications_vacancy_user_idx').on(t.vacancy_id, t.user_id),
    // The company's lists: all its responses or one vacancy's, by read state, newest first.
    index('job_applications_company_idx').on(t.company_id, t.is_read, t.created_at.desc(), t.id.desc()),
    index('job_applications_company_vacancy_idx').on(
      t.company_id,
      t.vacancy_id,
      t.is_read,
      t.created_at.desc(),
      t.id.desc(),
    ),
    // The worker's own list.
    index('job_applications_user_idx').on(t.user_id, t.created_at.desc()),
    // The file guard asks who may read an attached CV.
    index('job_applications_cv_idx').on(t.cv_file_id).where(sql`cv_file_id IS NOT NULL`),
  ],
);

/**
 * A company's job offer to a candidate, from a response, the candidate's page, a quick-job proposal, or for an
 * outstaffed candidate. `user_id` is the candidate's account (who answers it, with the platform's admins for an
 * outstaffer); `answered_by` who did.
 */
export const job_offers = pgTable(
  'job_offers',
  {
    id: serialId(),
    company_id: integer('company_id').notNull(),
    vacancy_id: integer('vacancy_id').notNull(),
    user_id: integer('user_id').notNull(),
    candidate_id: integer('candidate_id').notNull(),
    application_id: integer('application_id'),
    source: text('source').notNull(),
    message: text('message').notNull().default(''),
    /** pending, approved or declined. */
    status: text('status').notNull().default('pending'),
    is_read_by_worker: boolean('is_read_by_worker').notNull().default(false),
    /** Whether the company's team has seen the answer; false until there is one. */
    answer_read_by_company: boolean('answer_read_by_company').notNull().default(false),
    answered_at: timestamptz('answered_at'),
    answered_by: integer('answered_by'),
    created_by: integer('created_by').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // One unanswered offer per candidate and vacancy; an answered one may be followed by another.
    uniqueIndex('job_offers_pending_idx').on(t.vacancy_id, t.candidate_id).where(sql`status = 'pending'`),
    // The worker's list and the header's unread count.
    index('job_offers_user_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    index('job_offers_user_unread_idx').on(t.user_id).where(sql`status = 'pending' AND NOT is_read_by_worker`),
    // The company's sent offers.
    index('job_offers_company_idx').on(t.company_id, t.created_at.desc(), t.id.desc()),
  ],
);
