import { type Locale, toLocale } from '@hushwork/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/module.ts';
import type { Registry } from '../../platform/registry.ts';
import { companyDirectory } from '../companies/index.ts';
import { userDirectory, wantsNotification } from '../identity/index.ts';
import type { TelegramNotice } from '../telegram/index.ts';
import type { DirectoryVacancy } from '../vacancies/index.ts';
import type { OfferRow } from './offer.repo.ts';

/** What sending this domain's notices needs: the outbox, links to the site's pages, and Telegram's port. */
export type NotifyDeps = {
  clock: Clock;
  mailer: Mailer;
  link(locale: Locale, path: string, query?: Record<string, string>): string;
  registry: Registry;
};

type Recipient = { id: number; email: string; name: string; locale: Locale; wantsMail: boolean };

const companyNameOf = async (db: Db, companyId: number) =>
  (await companyDirectory.cardsByIds(db, [companyId])).get(companyId)?.name ?? '';

/**
 * The accounts among `userIds` that are not blocked, with the language to write in and whether they still want mails
 * of `kind`. Telegram's port asks its own question (a linked chat, the kind on for Telegram).
 */
async function recipients(db: Db, userIds: readonly number[], kind: 'response' | 'job_offer'): Promise<Recipient[]> {
  const users = await userDirectory.listByIds(db, [...new Set(userIds)]);
  const found: Recipient[] = [];
  for (const user of users.values()) {
    if (user.is_blocked) continue;
    const wantsMail = await wantsNotification({ db, input: { user_id: user.id, kind, channel: 'email' } });
    found.push({ id: user.id, email: user.email, name: user.name, locale: toLocale(user.locale), wantsMail });
  }
  return found;
}

const telegramOf = (
  db: Db,
  deps: NotifyDeps,
  user: Recipient,
  kind: 'response' | 'job_offer',
  notice: TelegramNotice,
) =>
  deps.registry.ports.telegramNotices?.enqueue(
    db,
    { user_id: user.id, kind, locale: user.locale, ...notice },
    deps.clock,
  );

/** Whether an account is still on a company's team (a member who left or was blocked is told nothing of it). */
async function isOnTeam(db: Db, userId: number, companyId: number) {
  return (await companyDirectory.membershipOf(db, userId))?.company_id === companyId;
}

/**
 * A new response: the member who posted the vacancy (its recruiter) and the team's owner and admins, each unless they
 * turned off mails about responses. Not every member: a large team would hear of every vacancy's applicants, while
 * those who answer for the vacancy or the team are the ones who act; every member still sees the badge and the list.
 */
export async function notifyNewResponse(db: Db, deps: NotifyDeps, vacancy: DirectoryVacancy): Promise<void> {
  const managers = await companyDirectory.managerIdsOf(db, vacancy.company_id);
  const author = (await isOnTeam(db, vacancy.author_user_id, vacancy.company_id)) ? [vacancy.author_user_id] : [];
  const company = await companyNameOf(db, vacancy.company_id);
  for (const user of await recipients(db, [...author, ...managers], 'response')) {
    const { locale } = user;
    const link = deps.link(locale, `/profile/job-openings/${vacancy.id}/candidates`);
    if (user.wantsMail) {
      await deps.mailer.enqueue(db, {
        to: user.email,
        locale,
        kind: 'new_response',
        params: { name: user.name, company, vacancy: vacancy.title, link },
      });
    }
    await telegramOf(db, deps, user, 'response', {
      notice: 'newResponse',
      params: { company, vacancy: vacancy.title, link },
    });
  }
}

/** A new offer: the worker it was sent to, unless they turned off mails about job offers. */
export async function notifyOfferReceived(db: Db, deps: NotifyDeps, offer: OfferRow, vacancyTitle: string) {
  const company = await companyNameOf(db, offer.company_id);
  for (const user of await recipients(db, [offer.user_id], 'job_offer')) {
    const { locale } = user;
    const link = deps.link(locale, '/profile/offers');
    if (user.wantsMail) {
      await deps.mailer.enqueue(db, {
        to: user.email,
        locale,
        kind: 'job_offer_received',
        params: { name: user.name, company, vacancy: vacancyTitle, link },
      });
    }
    await telegramOf(db, deps, user, 'job_offer', {
      notice: 'offerReceived',
      params: { company, vacancy: vacancyTitle, link },
    });
  }
}

/**
 * An answered offer: the member who sent it, or the team's owner and admins when that member is no longer on the
 * team, each unless they turned off mails about job offers.
 */
export async function notifyOfferAnswered(db: Db, deps: NotifyDeps, offer: OfferRow, vacancyTitle: string) {
  const isSenderOnTeam = await isOnTeam(db, offer.created_by, offer.company_id);
  const userIds = isSenderOnTeam ? [offer.created_by] : await companyDirectory.managerIdsOf(db, offer.company_id);
  const company = await companyNameOf(db, offer.company_id);
  const isApproved = offer.status === 'approved';
  for (const user of await recipients(db, userIds, 'job_offer')) {
    const { locale } = user;
    const link = deps.link(locale, `/profile/job-openings/${offer.vacancy_id}/candidates`);
    if (user.wantsMail) {
      await deps.mailer.enqueue(db, {
        to: user.email,
        locale,
        kind: 'job_offer_answered',
        params: { name: user.name, company, vacancy: vacancyTitle, answer: isApproved ? 'approved' : 'declined', link },
      });
    }
    await telegramOf(db, deps, user, 'job_offer', {
      notice: isApproved ? 'offerApproved' : 'offerDeclined',
      params: { vacancy: vacancyTitle, link },
    });
  }
}
