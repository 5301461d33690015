import type { TQuickApplyFields } from '@hushwork/contract';

/**
 * The multipart body `POST vacancies/quick-apply/{vacancy}` takes (spec section 3: nested fields as bracketed keys,
 * `answers[0][question_id]`), built from the checked fields, with the CV in the part `cv` only when one was chosen: an
 * empty file input still posts a nameless empty part, which the server would read as a broken document.
 */
export function quickApplyBody(fields: TQuickApplyFields, cv: File | undefined): FormData {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('email', fields.email);
  body.set('cover_letter', fields.cover_letter ?? '');
  for (const [index, answer] of (fields.answers ?? []).entries()) {
    body.set(`answers[${index}][question_id]`, String(answer.question_id));
    body.set(`answers[${index}][answer]`, answer.answer);
  }
  if (cv && cv.size > 0) body.set('cv', cv, cv.name || 'cv');
  return body;
}
