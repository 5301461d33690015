import type { Locale } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import type { Db } from '../../../platform/db/database.ts';
import { candidateOfUser } from '../../candidates/index.ts';
import { companyDirectory } from '../../companies/index.ts';
import { DEMO_ACCOUNTS, userDirectory } from '../../identity/index.ts';
import { createMessages, createRoom } from '../message.factory.ts';
import { roomRepo } from '../room.repo.ts';
import { DEMO_CONVERSATIONS } from './demo-conversation-words.ts';

/**
 * Who talks in which language: the n-th demo company (0 is the demo employer's) with a demo candidate, by e-mail. The
 * demo worker has two conversations, so signing in as them shows a list with something unread; `candidate1` is
 * employed through outstaffing (demo-candidates.ts), so one room is an outstaff one.
 */
const PLAN: readonly { company: number; email: string; locale: Locale }[] = [
  { company: 0, email: DEMO_ACCOUNTS[0].email, locale: 'en' },
  { company: 1, email: DEMO_ACCOUNTS[0].email, locale: 'pl' },
  { company: 0, email: 'candidate2@demo.hushwork.local', locale: 'de' },
  { company: 2, email: 'candidate5@demo.hushwork.local', locale: 'ru' },
  { company: 3, email: 'candidate8@demo.hushwork.local', locale: 'uk' },
  { company: 0, email: 'candidate1@demo.hushwork.local', locale: 'en' },
];

const MINUTE = 60_000;

async function candidateByEmail(db: Db, email: string) {
  const user = await userDirectory.findByEmail(db, email);
  const candidate = user ? await candidateOfUser(db, user.id) : undefined;
  return user && candidate ? { user_id: user.id, ...candidate } : undefined;
}

/**
 * Conversations between demo companies and demo candidates in our five languages, made with the factories the tests
 * use, after the demo companies and candidates. Runs once: a later start finds the plan's last room and stops.
 */
export const demoConversationsSeed: DemoSeed = {
  name: 'demo-conversations',
  async run(db) {
    const companies = await companyDirectory.demoCompanies(db);
    const lastPlan = PLAN.at(-1);
    const lastCompany = lastPlan ? companies[lastPlan.company] : undefined;
    const lastCandidate = lastPlan ? await candidateByEmail(db, lastPlan.email) : undefined;
    if (!lastCompany || !lastCandidate) return [];
    if (await roomRepo.findByPair(db, lastCompany.company_id, lastCandidate.id)) return [];
    const now = Date.now();
    for (const [n, plan] of PLAN.entries()) {
      const company = companies[plan.company];
      const candidate = await candidateByEmail(db, plan.email);
      if (!company || !candidate) continue;
      const lines = DEMO_CONVERSATIONS[plan.locale];
      // Each conversation a few hours older than the one before, its messages some minutes apart.
      const start = now - (n + 1) * 180 * MINUTE;
      const room = await createRoom(db, {
        companyId: company.company_id,
        candidateId: candidate.id,
        candidateUserId: candidate.user_id,
        isOutstaff: candidate.is_outstaff,
        at: new Date(start),
      });
      await createMessages(
        db,
        room.id,
        lines.map((line, i) => ({
          senderUserId: line.side === 'company' ? company.owner_user_id : candidate.user_id,
          side: line.side,
          text: line.text,
          at: new Date(start + (i + 1) * 7 * MINUTE),
        })),
      );
    }
    return [];
  },
};
