import { type Locale, toLocale } from '@hushwork/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/module.ts';
import { companyDirectory } from '../companies/index.ts';
import { userDirectory, wantsNotification } from '../identity/index.ts';
import type { DirectoryVacancy } from '../vacancies/index.ts';
import type { OfferRow } from './offer.repo.ts';

/** What sending this domain's mails needs: the outbox and links to the site's pages. */
export type NotifyDeps = {
  clock: Clock;
  mailer: Mailer;
  link(locale: Locale, path: string, query?: Record<string, string>): string;
};

const companyNameOf = async (db: Db, companyId: number) =>
  (await companyDirectory.cardsByIds(db, [companyId])).get(companyId)?.name ?? '';

/** The accounts among `userIds` that still want mails of `kind`, with the address and language to write in. */
async function recipients(db: Db, userIds: readonly number[], kind: 'response' | 'job_offer') {
  const users = await userDirectory.listByIds(db, [...new Set(userIds)]);
  const wanted = [];
  for (const user of users.values()) {
    if (user.is_blocked) continue;
    if (await wantsNotification({ db, input: { user_id: user.id, kind, channel: 'email' } })) wanted.push(user);
  }
  return wanted;
}

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
    const locale = toLocale(user.locale);
    await deps.mailer.enqueue(db, {
      to: user.email,
      locale,
      kind: 'new_response',
      params: {
        name: user.name,
        company,
        vacancy: vacancy.title,
        link: deps.link(locale, `/profile/job-openings/${vacancy.id}/candidates`),
      },
    });
  }
}

/** A new offer: the worker it was sent to, unless they turned off mails about job offers. */
export async function notifyOfferReceived(db: Db, deps: NotifyDeps, offer: OfferRow, vacancyTitle: string) {
  const company = await companyNameOf(db, offer.company_id);
  for (const user of await recipients(db, [offer.user_id], 'job_offer')) {
    const locale = toLocale(user.locale);
    await deps.mailer.enqueue(db, {
      to: user.email,
      locale,
      kind: 'job_offer_received',
      params: { name: user.name, company, vacancy: vacancyTitle, link: deps.link(locale, '/profile/offers') },
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
  for (const user of await recipients(db, userIds, 'job_offer')) {
    const locale = toLocale(user.locale);
    await deps.mailer.enqueue(db, {
      to: user.email,
      locale,
      kind: 'job_offer_answered',
      params: {
        name: user.name,
        company,
        vacancy: vacancyTitle,
        answer: offer.status === 'approved' ? 'approved' : 'declined',
        link: deps.link(locale, `/profile/job-openings/${offer.vacancy_id}/candidates`),
      },
    });
  }
}
