import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { IMAGE_UPLOAD_ERRORS } from './errors.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  IMAGE_CONTENT_TYPE,
  ZBinary,
  ZFileIdParams,
  ZImageQuery,
  ZUploadedFile,
  ZUploadedImage,
  ZUploadRequest,
} from './files.ts';

const endpoint = endpointsOf({ tags: ['files'], auth: 'required' });

const imageUpload = {
  method: 'POST',
  contentType: 'multipart/form-data',
  body: ZUploadRequest,
  status: 201,
  response: dataOf(ZUploadedImage),
  errors: IMAGE_UPLOAD_ERRORS,
} as const;

export const uploadFile = endpoint({
  method: 'POST',
  path: '/api/files/upload',
  summary: 'Upload a document (PDF, DOCX, DOC, ODT or plain text)',
  contentType: 'multipart/form-data',
  body: ZUploadRequest,
  status: 201,
  response: dataOf(ZUploadedFile),
  errors: errorsOf('FILE_TYPE_NOT_ALLOWED'),
});
export const uploadImage = endpoint({
  ...imageUpload,
  path: '/api/upload/image',
  summary: 'Upload an image; it is re-encoded to WebP without its metadata',
});
export const uploadImageAlias = endpoint({
  ...imageUpload,
  path: '/api/images/upload',
  summary: 'Upload an image (the same call as /api/upload/image)',
});
export const getImage = endpoint({
  method: 'GET',
  path: '/api/images/{id}',
  summary: 'An image, public by its id (immutable: cached for a year)',
  auth: 'none',
  params: ZFileIdParams,
  query: ZImageQuery,
  response: ZBinary,
  responseTypes: [IMAGE_CONTENT_TYPE],
  errors: errorsOf('IMAGE_NOT_FOUND'),
});
export const getFile = endpoint({
  method: 'GET',
  path: '/api/files/{id}',
  summary: 'Download a document as an attachment: its owner, or whom the domain holding it allows (a CV)',
  params: ZFileIdParams,
  response: ZBinary,
  responseTypes: DOCUMENT_CONTENT_TYPES.map((type) => type.split(';')[0]!),
  errors: errorsOf('FILE_NOT_FOUND'),
});
