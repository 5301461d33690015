import { files, pathOf, type TUploadedFile, type TUploadedImage } from '@hushwork/contract';
import type { FileRow } from './file.repo.ts';

const imageUrl = (id: string) => pathOf(files.getImage.path, { id });

/** What the uploader gets back: the address and the shape, never the owner. */
export function presentImage(row: FileRow): TUploadedImage {
  return {
    id: row.id,
    url: imageUrl(row.id),
    thumb_url: `${imageUrl(row.id)}?variant=thumb`,
    content_type: row.content_type,
    size: row.size,
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
}

export function presentDocument(row: FileRow): TUploadedFile {
  return {
    id: row.id,
    url: pathOf(files.getFile.path, { id: row.id }),
    content_type: row.content_type,
    size: row.size,
    name: row.name ?? '',
  };
}
