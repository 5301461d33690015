import type { FileKeeper } from '../../files/index.ts';
import { contentImageRepo } from './content-image.repo.ts';

/**
 * The articles' pictures are the site's, from the repository: no account may take one into a record of its own or
 * delete it, though every id is public in the articles' HTML.
 */
export const contentFileKeeper: FileKeeper = {
  holds: (db, fileId) => contentImageRepo.holds(db, fileId),
  mayUse: async () => false,
};
