import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { IMAGE_UPLOAD_ERRORS } from '../files/errors.ts';
import { ZFileIdParams, ZUploadRequest } from '../files/files.ts';
import { ZCompany } from './company.ts';

const endpoint = endpointsOf({ tags: ['companies'], auth: 'required' });

/**
 * The signed-in manager's company's pictures. The logo is here too (rather than `POST upload/image` then `PUT
 * companies/{id}` with `logo_id`, which still works) so a replaced logo loses its stored file like a banner does.
 */
type CompanyImageKind = 'logo' | 'banner' | 'ceo-photo';

const upload = (kind: CompanyImageKind | 'photo', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/api/me/company/image/${kind}`,
    summary,
    contentType: 'multipart/form-data',
    body: ZUploadRequest,
    status: 201,
    response: dataOf(ZCompany),
    // What an image's bytes may be refused for (the files module's codes), beside this domain's.
    errors: { ...IMAGE_UPLOAD_ERRORS, ...errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'OWNER_ONLY', 'TOO_MANY_PHOTOS') },
  });
const remove = (kind: CompanyImageKind, summary: string) =>
  endpoint({
    method: 'DELETE',
    path: `/api/me/company/image/${kind}`,
    summary,
    response: dataOf(ZCompany),
    errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'OWNER_ONLY'),
  });

export const uploadCompanyLogo = upload('logo', 'Set the company’s logo (replaces the previous one)');
export const uploadCompanyBanner = upload('banner', 'Set the company page’s banner (replaces the previous one)');
export const uploadCompanyCeoPhoto = upload('ceo-photo', 'Set the CEO’s photo (replaces the previous one)');
export const uploadCompanyPhoto = upload('photo', 'Add a photo to the company’s gallery');
export const deleteCompanyLogo = remove('logo', 'Remove the company’s logo');
export const deleteCompanyBanner = remove('banner', 'Remove the company page’s banner');
export const deleteCompanyCeoPhoto = remove('ceo-photo', 'Remove the CEO’s photo');
export const deleteCompanyPhoto = endpoint({
  method: 'DELETE',
  path: '/api/me/company/image/photo/{id}',
  summary: 'Remove a photo from the company’s gallery',
  params: ZFileIdParams,
  response: dataOf(ZCompany),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'OWNER_ONLY', 'COMPANY_IMAGE_NOT_FOUND'),
});
