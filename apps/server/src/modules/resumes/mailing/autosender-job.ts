import { RESUMES } from '@hushwork/contract';
import type { Job } from '../../../platform/module.ts';
import { mailingRepo } from './lib/mailing.repo.ts';
import { matchingOf } from './lib/mailing-targets.ts';
import { sendMailing } from './lib/send-mailing.ts';

const DAY_MS = 86_400_000;

/**
 * The autosender (spec section 2): once a day each active, paid `auto` mailing goes to vacancies that newly match
 * its resume, at most `RESUMES.mailing.dailyLimit` companies in a day and each company once. Each mailing in its
 * own transaction, so one that fails leaves the others sent.
 */
export const autosenderJob: Job = {
  name: 'resume-mailing-autosender',
  everyMs: 60 * 60_000,
  async run({ database, clock, logger, registry, link }) {
    if (!link) {
      logger.warn({}, 'the autosender needs absolute links for its mails; skipped');
      return;
    }
    const db = database.db;
    const now = clock.now();
    for (const due of await mailingRepo.activeAuto(db, now)) {
      if (due.last_run_at && now.getTime() - due.last_run_at.getTime() < DAY_MS) continue;
      await db.transaction(async (tx) => {
        const mailing = await mailingRepo.lockById(tx, due.id);
        if (mailing?.status !== 'active') return;
        const left =
          RESUMES.mailing.dailyLimit - (await mailingRepo.sentSince(tx, mailing.id, new Date(now.getTime() - DAY_MS)));
        if (left > 0) {
          // Picked vacancies first, then newly matching ones; a vacancy already looked at is passed over.
          const picked = await mailingRepo.targetsOf(tx, mailing.id);
          const matching = await matchingOf(tx, mailing, RESUMES.matchingVacanciesMax);
          const candidates = [...new Set([...picked, ...matching])];
          await sendMailing(tx, mailing, candidates, { mails: registry.mails, clock, link }, left);
        }
        await mailingRepo.update(tx, mailing.id, { last_run_at: now }, now);
      });
    }
  },
};
