import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { userRepo } from './user.repo.ts';

export type EraseDeletedAccountsOptions = { db: Db; clock: Clock };

/** Erases what identifies a deleted account once its 30 days are over; safe to run any number of times. */
export function eraseDeletedAccounts({ db, clock }: EraseDeletedAccountsOptions): Promise<number> {
  return userRepo.eraseDue(db, clock.now());
}
