import type { TQuickApplyFields } from '@hushwork/contract';

const ANSWER = /^answers\.(\d+)\.(question_id|answer)$/;

/** The answers typed into a form whose fields are named `answers.0.question_id`, `answers.0.answer`, in index order. */
function answersOf(form: FormData): { question_id: number; answer: string }[] {
  const byIndex = new Map<number, { question_id?: number; answer?: string }>();
  for (const [name, value] of form) {
    const match = ANSWER.exec(name);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    const entry = byIndex.get(index) ?? {};
    if (match[2] === 'question_id') entry.question_id = Number(value);
    else entry.answer = value;
    byIndex.set(index, entry);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entry]) => ({ question_id: entry.question_id ?? 0, answer: entry.answer ?? '' }));
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** What the quick application's form holds, shaped as the contract's schema reads it. */
export function quickApplyFieldsOf(form: FormData): TQuickApplyFields {
  return {
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    cover_letter: textOf(form, 'cover_letter'),
    answers: answersOf(form),
  };
}

/**
 * The multipart body `POST vacancies/quick-apply/{vacancy}` takes (spec section 3: nested fields as bracketed keys,
 * `answers[0][question_id]`), with the CV in the part `cv` only when one was chosen: an empty file input still posts
 * a nameless empty part, which the server would read as a broken document.
 */
export function quickApplyBody(form: FormData): FormData {
  const fields = quickApplyFieldsOf(form);
  const body = new FormData();
  body.set('name', fields.name);
  body.set('email', fields.email);
  body.set('cover_letter', fields.cover_letter);
  for (const [index, answer] of (fields.answers ?? []).entries()) {
    body.set(`answers[${index}][question_id]`, String(answer.question_id));
    body.set(`answers[${index}][answer]`, answer.answer);
  }
  const cv = form.get('cv');
  if (cv instanceof Blob && cv.size > 0) body.set('cv', cv, (cv as File).name || 'cv');
  return body;
}
