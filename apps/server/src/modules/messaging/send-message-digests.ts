import { type Locale, MESSAGING, toLocale } from '@hushwork/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { enqueueMail } from '../../platform/mail/enqueue-mail.ts';
import type { Registry } from '../../platform/registry.ts';
import { candidatesHiddenFrom, conversationCandidates } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import { userDirectory, wantsNotification } from '../identity/index.ts';
import { type DueSide, digestRepo } from './digest.repo.ts';

export type SendMessageDigestsOptions = {
  db: Db;
  clock: Clock;
  link(locale: Locale, path: string): string;
  /** The app's registry: its mail catalog, and the candidates' rules for what a company may see. */
  registry: Registry;
};

/** Sides looked at per run; the rest wait for the next run. */
const BATCH = 500;

const keyOf = (side: DueSide) => `${side.room_id}:${side.side}`;

/** Who a side's mail goes to: the candidate, or the company's active team unless the candidate hides from it. */
async function recipientsOf(db: Db, due: DueSide[]): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>();
  const companies = new Map<number, { members: number[]; hidden: number[] }>();
  for (const side of due) {
    if (side.side === 'candidate') {
      result.set(keyOf(side), [side.candidate_user_id]);
      continue;
    }
    let company = companies.get(side.company_id);
    if (!company) {
      const [members, hidden] = await Promise.all([
        companyDirectory.activeMemberIdsOf(db, side.company_id),
        candidatesHiddenFrom(db, side.company_id),
      ]);
      company = { members, hidden };
      companies.set(side.company_id, company);
    }
    result.set(keyOf(side), company.hidden.includes(side.candidate_id) ? [] : company.members);
  }
  return result;
}

/** What each room is called in a mail: the company for its candidate, the anonymous label for the company. */
async function titlesOf(db: Db, due: DueSide[], registry: Registry): Promise<Map<string, string>> {
  const companySides = due.filter((side) => side.side === 'company');
  const [companies, candidates] = await Promise.all([
    companyDirectory.cardsByIds(
      db,
      due.map((side) => side.company_id),
    ),
    conversationCandidates(db, 'company', companySides, registry),
  ]);
  return new Map(
    due.map((side) => [
      keyOf(side),
      side.side === 'candidate'
        ? (companies.get(side.company_id)?.name ?? '')
        : (candidates.get(`${side.candidate_id}:${side.company_id}`)?.label ?? ''),
    ]),
  );
}

/**
 * Mails each account one digest of the messages that waited unread for `MESSAGING.digestAfterS` (never one mail per
 * message), when they want `new_message` mail, at most once per `MESSAGING.digestCooldownS`. What was digested is
 * recorded on each side in the transaction that writes the mails, so a run repeated (a retry, two instances) mails
 * nothing twice. A side whose only readers wait out their cooldown stays due for a later run.
 */
export async function sendMessageDigests({ db, clock, link, registry }: SendMessageDigestsOptions): Promise<number> {
  const now = clock.now();
  const due = await digestRepo.dueSides(db, new Date(now.getTime() - MESSAGING.digestAfterS * 1000), BATCH);
  if (due.length === 0) return 0;
  const recipients = await recipientsOf(db, due);
  const userIds = [...new Set([...recipients.values()].flat())];
  const [users, recent, titles] = await Promise.all([
    userDirectory.listByIds(db, userIds),
    digestRepo.recentlyMailed(db, userIds, new Date(now.getTime() - MESSAGING.digestCooldownS * 1000)),
    titlesOf(db, due, registry),
  ]);
  // Those who want the digest by mail, and those who want it at all (by mail or in a linked Telegram chat).
  const wantsMail = new Set<number>();
  const wanting = new Set<number>();
  const telegram = registry.ports.telegramNotices;
  for (const id of userIds) {
    const user = users.get(id);
    if (!user || user.is_blocked) continue;
    if (await wantsNotification({ db, input: { user_id: id, kind: 'new_message', channel: 'email' } }))
      wantsMail.add(id);
    if (wantsMail.has(id) || (await telegram?.isWanted(db, id, 'new_message'))) wanting.add(id);
  }
  const mailTo = new Map<number, DueSide[]>();
  const digested: DueSide[] = [];
  for (const side of due) {
    const readers = (recipients.get(keyOf(side)) ?? []).filter((id) => wanting.has(id));
    const ready = readers.filter((id) => !recent.has(id));
    if (readers.length > 0 && ready.length === 0) continue;
    for (const id of ready) mailTo.set(id, [...(mailTo.get(id) ?? []), side]);
    digested.push(side);
  }
  await db.transaction(async (tx) => {
    for (const [userId, sides] of mailTo) {
      const user = users.get(userId);
      if (!user) continue;
      const locale = toLocale(user.locale);
      const shown = sides.slice(0, MESSAGING.digestRoomsMax);
      const count = sides.reduce((sum, side) => sum + side.count, 0);
      const conversations = link(locale, '/profile/conversation');
      if (wantsMail.has(userId)) {
        await enqueueMail(
          tx,
          {
            to: user.email,
            locale,
            kind: 'message_digest',
            params: {
              name: user.name,
              count,
              rooms: shown.map((side) => ({ title: titles.get(keyOf(side)) ?? '', count: side.count })),
              more: sides.length - shown.length,
              link: conversations,
            },
          },
          { mails: registry.mails, clock },
        );
      }
      // Telegram hears only how many: a room's title may name a company or a candidate's label.
      await telegram?.enqueue(
        tx,
        {
          user_id: userId,
          kind: 'new_message',
          locale,
          notice: 'unreadMessages',
          params: { count: String(count), link: conversations },
        },
        clock,
      );
      await digestRepo.recordMailed(tx, userId, now);
    }
    await digestRepo.markDigested(tx, digested);
  });
  return mailTo.size;
}
