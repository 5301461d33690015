import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import { type FileKind, type FileRow, fileRepo } from './file.repo.ts';
import { keepersOf, sharesUploads } from './file-keepers.ts';

export type OwnsFileInput = { userId: number; id: string; kind?: FileKind };

/**
 * Whether `userId` may put file `id` into a record of theirs (a logo, a gallery, an application's CV): a file some
 * record holds is its keepers' (the company's team, the profile's owner), a loose upload its uploader's and their
 * teammates'. A caller answers `false` exactly as for an id that does not exist, so nobody learns whose a file is.
 */
export async function ownsFile(db: Db, { userId, id, kind }: OwnsFileInput, registry: Registry): Promise<boolean> {
  const row = kind ? await fileRepo.findOfKind(db, id, kind) : await fileRepo.findById(db, id);
  return row !== undefined && (await mayHandle(db, userId, row, registry));
}

/** The rule above for a file already read. */
export async function mayHandle(db: Db, userId: number, row: FileRow, registry: Registry): Promise<boolean> {
  const keepers = await keepersOf(db, row.id, registry);
  if (keepers.length > 0) {
    for (const keeper of keepers) {
      if (!(await keeper.mayUse(db, userId, row.id))) return false;
    }
    return true;
  }
  return isUploaderSide(db, userId, row, registry);
}

/** The uploader or a teammate of theirs. */
export async function isUploaderSide(db: Db, userId: number, row: FileRow, registry: Registry): Promise<boolean> {
  return row.user_id === userId || (await sharesUploads(db, row.user_id, userId, registry));
}
