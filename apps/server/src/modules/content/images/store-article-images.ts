import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { storeImage } from '../../files/index.ts';
import type { ArticleImage } from '../seeds/content-files.ts';
import type { StoredPicture } from '../seeds/render-markdown.ts';
import { contentImageRepo } from './content-image.repo.ts';

/** The site's pictures belong to no account: ids start at 1, so no one is their uploader. */
const SITE_USER_ID = 0;

/**
 * An article's pictures through the files platform (sniffed, re-encoded to WebP), each stored once per content
 * hash: a start that finds the hash reuses the stored file. Answers each picture by its Markdown address.
 */
export async function storeArticleImages({
  db,
  storage,
  slug,
  images,
}: {
  db: Db;
  storage: FileStorage;
  slug: string;
  images: readonly ArticleImage[];
}): Promise<Map<string, StoredPicture>> {
  const known = await contentImageRepo.findByHashes(
    db,
    images.map((image) => image.sha256),
  );
  const byHash = new Map(known.map((row) => [row.sha256, row]));
  const pictures = new Map<string, StoredPicture>();
  for (const image of images) {
    let row = byHash.get(image.sha256);
    if (!row) {
      const file = await storeImage({ db, storage, userId: SITE_USER_ID, bytes: image.bytes });
      const name = image.src.slice('images/'.length);
      row = await contentImageRepo.insert(db, {
        sha256: image.sha256,
        slug,
        name,
        file_id: file.id,
        width: file.width,
        height: file.height,
      });
      byHash.set(image.sha256, row);
    }
    pictures.set(image.src, { id: row.file_id, width: row.width, height: row.height });
  }
  return pictures;
}
