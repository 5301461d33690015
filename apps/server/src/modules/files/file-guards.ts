import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';

/**
 * A domain that keeps some files private (a candidate's photo and CV) and decides who reads them. Files serves such
 * a file to its uploader and to whom the guard allows, never by its id alone: an image a guard holds is not served by
 * `GET /api/images/{id}` at all, its domain serves it through its own checked route.
 */
export type FileGuard = {
  /** Whether this domain holds the file as private. */
  holds(db: Db, fileId: string): Promise<boolean>;
  /** Whether `actor` may read a file this domain holds (its uploader always may), by the app's `registry`. */
  mayRead(db: Db, actor: Actor, fileId: string, registry: Registry): Promise<boolean>;
};

declare module '../../platform/module.ts' {
  interface ModulePorts {
    /** The domains keeping files private, each providing its guard in its manifest (candidates', applications'). */
    fileGuards: readonly FileGuard[];
  }
}

/** The guard holding a file, if any domain of the app does. */
export async function guardOf(db: Db, fileId: string, registry: Registry): Promise<FileGuard | undefined> {
  for (const guard of registry.ports.fileGuards ?? []) {
    if (await guard.holds(db, fileId)) return guard;
  }
  return undefined;
}
