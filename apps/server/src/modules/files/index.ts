/**
 * What other modules may use of files. Companies keep the id `uploadImage` returns (a logo, a photo) and call
 * `deleteFile` when it is replaced or removed; resumes do the same with `uploadFile`. The storage is the app's one,
 * `fileStorageOf(config)` (platform/files).
 */
export { deleteFile } from './delete-file.ts';
export { getFile } from './get-file.ts';
export { getImage } from './get-image.ts';
export { filesModule } from './module.ts';
export { uploadFile } from './upload-file.ts';
export { uploadImage } from './upload-image.ts';
