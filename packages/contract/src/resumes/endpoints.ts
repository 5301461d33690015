import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf, ZOk } from '../envelope.ts';
import { ZBinary } from '../files/files.ts';
import {
  ZMatchingVacancy,
  ZPreviewResumeRequest,
  ZResume,
  ZResumeHtml,
  ZResumeParams,
  ZResumeSummary,
  ZSaveResumeRequest,
  ZShareResumeRequest,
  ZStoredResume,
} from './resume.ts';
import { ZResumeTemplate } from './templates.ts';

/**
 * Calls about one resume take the owner's session or, for a guest's resume, its `resume-token` header; anything else
 * is `RESUME_NOT_FOUND`, never a hint that it exists.
 */
const endpoint = endpointsOf({ tags: ['resumes'], auth: 'optional' });
const NOT_FOUND = errorsOf('RESUME_NOT_FOUND');

export const listResumeTemplates = endpoint({
  method: 'GET',
  path: '/api/resume-builder/templates',
  summary: 'The eleven resume templates: name, layout, colour, three matching colours and thumbnail',
  auth: 'none',
  response: listOf(ZResumeTemplate),
  errors: errorsOf(),
});
export const storeResume = endpoint({
  method: 'POST',
  path: '/api/resume-builder/store',
  summary: 'Save a new resume; a guest gets a token that every later call about it must carry (`resume-token`)',
  body: ZSaveResumeRequest,
  status: 201,
  response: dataOf(ZStoredResume),
  errors: errorsOf('RESUME_PHOTO_INVALID', 'RESUME_LIMIT_REACHED'),
});
export const updateResume = endpoint({
  method: 'POST',
  path: '/api/resume-builder/update/{id}',
  summary: 'Replace a resume’s document, design and wizard step',
  params: ZResumeParams,
  body: ZSaveResumeRequest,
  response: dataOf(ZResume),
  errors: errorsOf('RESUME_NOT_FOUND', 'RESUME_PHOTO_INVALID'),
});
export const listMyResumes = endpoint({
  method: 'GET',
  path: '/api/resume-builder/my',
  summary: 'The signed-in user’s resumes, last edited first',
  auth: 'required',
  response: listOf(ZResumeSummary),
  errors: errorsOf(),
});
export const getResumeInfo = endpoint({
  method: 'GET',
  path: '/api/resume-builder/{id}/info',
  summary: 'One resume whole, for its owner (or a guest with its token)',
  params: ZResumeParams,
  response: dataOf(ZResume),
  errors: NOT_FOUND,
});
export const claimResume = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/claim',
  summary: 'Attach a guest’s resume (its `resume-token` header) to the signed-in account; the token stops working',
  auth: 'required',
  params: ZResumeParams,
  response: dataOf(ZResume),
  errors: errorsOf('RESUME_NOT_FOUND', 'RESUME_LIMIT_REACHED'),
});
export const viewResumeHtml = endpoint({
  method: 'GET',
  path: '/api/resume-builder/view/html/{id}',
  summary: 'A resume drawn by its template as HTML: the owner’s (or token’s) any time, anyone’s once shared',
  params: ZResumeParams,
  response: dataOf(ZResumeHtml),
  errors: NOT_FOUND,
});
export const previewResumePdf = endpoint({
  method: 'POST',
  path: '/api/resume-builder/pdf-preview',
  summary: 'Draw an unsaved document as the PDF it would be (rate-limited per address)',
  body: ZPreviewResumeRequest,
  response: ZBinary,
  responseTypes: ['application/pdf'],
  errors: errorsOf('RESUME_PHOTO_INVALID'),
});
export const previewResumeHtml = endpoint({
  method: 'POST',
  path: '/api/resume-builder/html-preview',
  summary: 'Draw an unsaved document by its template as HTML, for the wizard’s live preview (rate-limited per address)',
  body: ZPreviewResumeRequest,
  response: dataOf(ZResumeHtml),
  errors: errorsOf('RESUME_PHOTO_INVALID'),
});
export const downloadResumePdf = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/pdf',
  summary: 'The resume as a PDF named after its position (owner, token, or anyone once shared)',
  params: ZResumeParams,
  response: ZBinary,
  responseTypes: ['application/pdf'],
  errors: NOT_FOUND,
});
export const downloadResumeDocx = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/docx',
  summary: 'The resume as a Word document (owner or token)',
  params: ZResumeParams,
  response: ZBinary,
  responseTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  errors: NOT_FOUND,
});
export const downloadResumeTxt = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/txt',
  summary: 'The resume as plain UTF-8 text (owner or token)',
  params: ZResumeParams,
  response: ZBinary,
  responseTypes: ['text/plain'],
  errors: NOT_FOUND,
});
export const shareResume = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/share',
  summary: 'Publish the resume at `/cv/{id}`; `indexable` lets search engines list it',
  params: ZResumeParams,
  body: ZShareResumeRequest,
  response: dataOf(ZResume),
  errors: NOT_FOUND,
});
export const hideResume = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/hide',
  summary: 'Take the resume off `/cv/{id}` and `/cv/pdf/{id}` at once',
  params: ZResumeParams,
  response: dataOf(ZResume),
  errors: NOT_FOUND,
});
export const deleteResume = endpoint({
  method: 'DELETE',
  path: '/api/resume-builder/{id}',
  summary: 'Delete a resume for good',
  params: ZResumeParams,
  response: ZOk,
  errors: NOT_FOUND,
});
export const listResumeVacancies = endpoint({
  method: 'GET',
  path: '/api/resume-builder/{id}/vacancies',
  summary: 'Open vacancies that match the resume’s position and skills, best first',
  params: ZResumeParams,
  response: listOf(ZMatchingVacancy),
  errors: NOT_FOUND,
});

export * from './mailing-endpoints.ts';
