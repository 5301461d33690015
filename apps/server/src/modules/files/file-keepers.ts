import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';

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

declare module '../../platform/module.ts' {
  interface ModulePorts {
    /** The domains keeping file ids, each providing its keeper in its manifest (companies', candidates', applications'). */
    fileKeepers: readonly FileKeeper[];
  }
}

/** The keepers of the app whose records hold the file now. */
export async function keepersOf(db: Db, fileId: string, registry: Registry): Promise<FileKeeper[]> {
  const holding: FileKeeper[] = [];
  for (const keeper of registry.ports.fileKeepers ?? []) {
    if (await keeper.holds(db, fileId)) holding.push(keeper);
  }
  return holding;
}

/** Whether a keeper lets `userId` treat `uploaderId`'s loose uploads as their own. */
export async function sharesUploads(db: Db, uploaderId: number, userId: number, registry: Registry): Promise<boolean> {
  for (const keeper of registry.ports.fileKeepers ?? []) {
    if (await keeper.sharesUploads?.(db, uploaderId, userId)) return true;
  }
  return false;
}
