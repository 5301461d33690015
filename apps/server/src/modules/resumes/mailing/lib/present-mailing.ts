import { RESUMES, type TMailing, type TMailingLogEntry, type TMyMailing } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { type MailingLogRow, type MailingRow, mailingRepo } from './mailing.repo.ts';
import { resumeSource } from './resume-source.ts';

const presentLog = (row: MailingLogRow): TMailingLogEntry => ({
  vacancy_id: row.vacancy_id,
  vacancy_title: row.vacancy_title,
  company_name: row.company_name,
  outcome: row.outcome as TMailingLogEntry['outcome'],
  reason: (row.reason as TMailingLogEntry['reason']) ?? null,
  at: row.at.toISOString(),
});

/** Mailings as their owner sees them, with their logs: one query per kind of row, whatever their number. */
export async function presentMailings(db: Db, rows: MailingRow[]): Promise<TMyMailing[]> {
  const ids = rows.map((row) => row.id);
  const [targets, logs, resumes] = await Promise.all([
    mailingRepo.countTargets(db, ids),
    mailingRepo.logsOf(db, ids),
    resumeSource.byIds(db, [...new Set(rows.map((row) => row.resume_id))]),
  ]);
  return rows.map((row) => {
    const own = logs.filter((line) => line.mailing_id === row.id);
    return {
      id: row.id,
      resume_id: row.resume_id,
      resume_title: resumes.get(row.resume_id)?.document.position.title ?? '',
      mode: row.mode as TMailing['mode'],
      status: row.status as TMailing['status'],
      targets: targets.get(row.id) ?? 0,
      sent: own.filter((line) => line.outcome === 'sent').length,
      skipped: own.filter((line) => line.outcome === 'skipped').length,
      paid_until: row.paid_until?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      log: own.slice(0, RESUMES.mailing.logShown).map(presentLog),
    };
  });
}

export async function presentMailing(db: Db, row: MailingRow): Promise<TMailing> {
  const [{ log: _log, ...mailing }] = (await presentMailings(db, [row])) as [TMyMailing];
  return mailing;
}
