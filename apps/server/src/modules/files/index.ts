/**
 * What other modules may use of files. Companies keep the id `uploadImage` returns (a logo, a photo), check an id
 * they are given with `ownsFile` (the caller's or their company's, issue 23), and call `discardFile` when it is
 * replaced or removed (it deletes the caller's own only; the route's `deleteFile` is for a user's own upload);
 * resumes do the same with `uploadFile`. A domain keeping file ids provides a `FileKeeper` (`provides: { fileKeepers }`
 * in its manifest), which says whose its files are. `storeImage` is for seeds, without a request. Candidates provide
 * a `FileGuard` (`fileGuards`): their photo and CV are private, read only by whom the profile is opened to. The
 * checks read the keepers and guards of the app's registry, so `ownsFile` and `discardFile` take it. The storage is the app's one, `fileStorageOf(config)`
 * (platform/files).
 */
export { discardFile } from './delete-file.ts';
export { describeDocument } from './describe-document.ts';
export type { FileGuard } from './file-guards.ts';
export type { FileKeeper } from './file-keepers.ts';
export { readImage } from './get-image.ts';
export { filesModule } from './module.ts';
export { ownsFile } from './owns-file.ts';
export { storeDocument, uploadFile } from './upload-file.ts';
export { storeImage, uploadImage } from './upload-image.ts';
