import { RESUMES, type TMailingMode, type TMailingStatus } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import type { MailingSendDeps, ResumeMailings } from '../../billing/index.ts';
import { mailingRepo } from './lib/mailing.repo.ts';
import { targetsOf } from './lib/mailing-targets.ts';
import { presentMailings } from './lib/present-mailing.ts';
import { sendMailing } from './lib/send-mailing.ts';

/**
 * Paid, on the provider's word (billing's webhook, in its transaction): the mailing becomes active and sends. A
 * one-time mailing sends to all its targets and is done; an `auto` one sends its first day's share now and the
 * rest as the autosender finds new vacancies; a renewal only moves its paid period on (a paused one stays paused).
 */
async function paid(db: Db, payment: { mailing_id: number; paid_until: Date | null }, deps: MailingSendDeps) {
  const mailing = await mailingRepo.lockById(db, payment.mailing_id);
  if (!mailing) return;
  const now = deps.clock.now();
  const isFirst = mailing.status === 'waiting_for_payment';
  if (mailing.mode === 'one_time') {
    if (!isFirst) return;
    await sendMailing(db, mailing, await targetsOf(db, mailing), deps);
    await mailingRepo.update(db, mailing.id, { status: 'finished', last_run_at: now }, now);
    return;
  }
  const active = await mailingRepo.update(
    db,
    mailing.id,
    {
      status: isFirst || mailing.status === 'finished' ? 'active' : mailing.status,
      paid_until: payment.paid_until,
    },
    now,
  );
  if (!isFirst) return;
  await sendMailing(db, active, await targetsOf(db, active), deps, RESUMES.mailing.dailyLimit);
  await mailingRepo.update(db, mailing.id, { last_run_at: now }, now);
}

/** What the resumes module tells billing of mailings, and hears from it (the port billing declares). */
export const resumeMailings: ResumeMailings = {
  async mailingOf(db, userId, mailingId) {
    const row = await mailingRepo.findOfUser(db, userId, mailingId);
    return row ? { id: row.id, mode: row.mode as TMailingMode, status: row.status as TMailingStatus } : null;
  },
  async listOf(db, userId) {
    return presentMailings(db, await mailingRepo.listOfUser(db, userId));
  },
  paid,
  async ended(db, mailingId, now) {
    const mailing = await mailingRepo.lockById(db, mailingId);
    if (mailing && mailing.mode === 'auto') await mailingRepo.update(db, mailingId, { status: 'finished' }, now);
  },
};
