import type { Db } from '../../platform/db/database.ts';

/**
 * A domain that keeps file ids in its records (a company's pictures, a profile's photo and CV, an application's CV)
 * and so decides whose those files are: an id is public (every logo's address shows it) and never stands for the
 * right to keep or delete the file. Files asks the keepers before a file is taken into a record or deleted.
 */
export type FileKeeper = {
  /** Whether one of this domain's records holds the file. */
  holds(db: Db, fileId: string): Promise<boolean>;
  /** Whether `userId` acts for every record of this domain holding the file (the company's team, the profile's owner). */
  mayUse(db: Db, userId: number, fileId: string): Promise<boolean>;
  /** Whether `userId` may treat a loose upload of `uploaderId`'s as their own (teammates share a company's uploads). */
  sharesUploads?(db: Db, uploaderId: number, userId: number): Promise<boolean>;
};

const keepers: FileKeeper[] = [];

/** Called once by a module when it loads (companies', candidates' and applications' module.ts). */
export function registerFileKeeper(keeper: FileKeeper) {
  if (!keepers.includes(keeper)) keepers.push(keeper);
}

/** The keepers whose records hold the file now. */
export async function keepersOf(db: Db, fileId: string): Promise<FileKeeper[]> {
  const holding: FileKeeper[] = [];
  for (const keeper of keepers) {
    if (await keeper.holds(db, fileId)) holding.push(keeper);
  }
  return holding;
}

/** Whether a keeper lets `userId` treat `uploaderId`'s loose uploads as their own. */
export async function sharesUploads(db: Db, uploaderId: number, userId: number): Promise<boolean> {
  for (const keeper of keepers) {
    if (await keeper.sharesUploads?.(db, uploaderId, userId)) return true;
  }
  return false;
}
