import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * A domain that keeps some files private (a candidate's photo and CV) and decides who reads them. Files serves such
 * a file to its uploader and to whom the guard allows, never by its id alone: an image a guard holds is not served by
 * `GET /api/images/{id}` at all, its domain serves it through its own checked route.
 */
export type FileGuard = {
  /** Whether this domain holds the file as private. */
  holds(db: Db, fileId: string): Promise<boolean>;
  /** Whether `actor` may read a file this domain holds (its uploader always may). */
  mayRead(db: Db, actor: Actor, fileId: string): Promise<boolean>;
};

const guards: FileGuard[] = [];

/** Called once by a module when it loads (candidates' module.ts). */
export function registerFileGuard(guard: FileGuard) {
  if (!guards.includes(guard)) guards.push(guard);
}

/** The guard holding a file, if any domain does. */
export async function guardOf(db: Db, fileId: string): Promise<FileGuard | undefined> {
  for (const guard of guards) {
    if (await guard.holds(db, fileId)) return guard;
  }
  return undefined;
}
