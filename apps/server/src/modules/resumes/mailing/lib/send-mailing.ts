import { randomBytes } from 'node:crypto';
import { isLocale, type Locale, type TMailingSkipReason } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { enqueueMail } from '../../../../platform/mail/enqueue-mail.ts';
import { outboxRepo } from '../../../../platform/mail/outbox.repo.ts';
import type { MailingSendDeps } from '../../../billing/index.ts';
import { companyDirectory } from '../../../companies/index.ts';
import { userDirectory } from '../../../identity/index.ts';
import { vacancyDirectory } from '../../../vacancies/index.ts';
import { resumePdfAttachmentRef } from '../../exports/lib/resume-pdf-attachment.ts';
import { type MailingRow, mailingRepo } from './mailing.repo.ts';
import { type MailingResume, resumeSource } from './resume-source.ts';

/**
 * Where a vacancy's company reads mail about it: the account that posted it, in that account's language (the
 * company's owner when the author's account is blocked). Companies keep no address of their own.
 */
async function contactOf(db: Db, authorId: number, companyId: number) {
  const author = await userDirectory.findById(db, authorId);
  if (author && !author.is_blocked) return author;
  const ownerId = await companyDirectory.ownerIdOf(db, companyId);
  const owner = ownerId === null ? undefined : await userDirectory.findById(db, ownerId);
  return owner && !owner.is_blocked ? owner : null;
}

/** Why nothing may go to this company or address (opted out, bounced), remembering a bounce the outbox saw. */
async function refusalOf(db: Db, companyId: number, email: string): Promise<'opted_out' | 'bounced' | null> {
  const recorded = await mailingRepo.optOutOf(db, companyId, email);
  if (recorded) return recorded;
  if (!(await outboxRepo.hasBounced(db, email))) return null;
  await mailingRepo.optOutAddress(db, email, 'bounced');
  return 'bounced';
}

const candidateOf = (resume: MailingResume) =>
  [resume.document.personal.first_name, resume.document.personal.last_name].filter(Boolean).join(' ');

/**
 * Sends the mailing's resume to the companies of these vacancies, in the caller's transaction (the mail exists
 * exactly when its log line does): each company once per mailing, none that opted out or bounced, at most `limit`
 * mails. Every vacancy looked at gets a log line, sent or skipped with why. The mail holds what the resume holds
 * (its position, the name written in it, its link, its PDF) and nothing of the seeker's account. Answers how many were sent.
 */
export async function sendMailing(
  db: Db,
  mailing: MailingRow,
  vacancyIds: readonly number[],
  deps: MailingSendDeps,
  limit: number = Number.POSITIVE_INFINITY,
): Promise<number> {
  const resume = (await resumeSource.byIds(db, [mailing.resume_id])).get(mailing.resume_id);
  if (!resume) return 0;
  const now = deps.clock.now();
  if (!resume.shared) await resumeSource.share(db, resume, now);
  const handled = await mailingRepo.handledOf(db, mailing.id);
  let sent = 0;
  for (const vacancyId of vacancyIds) {
    if (sent >= limit) break;
    if (handled.vacancies.has(vacancyId)) continue;
    handled.vacancies.add(vacancyId);
    const vacancy = await vacancyDirectory.findById(db, vacancyId);
    if (!vacancy) continue;
    const company = (await companyDirectory.cardsByIds(db, [vacancy.company_id])).get(vacancy.company_id);
    const line = {
      mailing_id: mailing.id,
      vacancy_id: vacancy.id,
      company_id: vacancy.company_id,
      vacancy_title: vacancy.title,
      company_name: company?.name ?? '',
      at: now,
    };
    const skip = (reason: TMailingSkipReason) => mailingRepo.insertLog(db, { ...line, outcome: 'skipped', reason });
    if (vacancy.state !== 'active' || vacancy.moderation_status !== 'approved') {
      await skip('vacancy_closed');
      continue;
    }
    if (handled.companies.has(vacancy.company_id)) {
      await skip('already_sent');
      continue;
    }
    const contact = await contactOf(db, vacancy.author_user_id, vacancy.company_id);
    if (!contact) {
      await skip('no_contact');
      continue;
    }
    const refusal = await refusalOf(db, vacancy.company_id, contact.email);
    if (refusal) {
      await skip(refusal);
      continue;
    }
    const locale: Locale = isLocale(contact.locale) ? contact.locale : 'en';
    const token = randomBytes(24).toString('base64url');
    const { id: outboxId } = await enqueueMail(
      db,
      {
        to: contact.email,
        locale,
        kind: 'resume_mailing',
        params: {
          name: '',
          position: resume.document.position.title,
          candidate: candidateOf(resume),
          vacancy: vacancy.title,
          resume_link: deps.link(locale, `/cv/${resume.id}`),
          unsubscribe_link: deps.link(locale, '/resume-mailing/unsubscribe', { token }),
        },
        attachment: resumePdfAttachmentRef(resume.id, resume.document),
      },
      { mails: deps.mails, clock: deps.clock },
    );
    await mailingRepo.insertLog(db, {
      ...line,
      outcome: 'sent',
      reason: null,
      contact_user_id: contact.id,
      outbox_id: outboxId,
      unsubscribe_token: token,
    });
    handled.companies.add(vacancy.company_id);
    sent += 1;
  }
  return sent;
}
