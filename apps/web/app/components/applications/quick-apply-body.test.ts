import { describe, expect, it } from 'vitest';
import { applicationFormData } from './pending-application.ts';
import { quickApplyBody } from './quick-apply-body.ts';

const fields = {
  name: 'Olena Test',
  email: 'olena@example.com',
  cover_letter: 'Hello',
  answers: [
    { question_id: 7, answer: 'First' },
    { question_id: 8, answer: 'Second' },
  ],
};

describe('the quick application’s body', () => {
  it('posts nested fields as bracketed keys, and the CV only when one was chosen', () => {
    const body = quickApplyBody(fields, new File([], ''));
    expect([...body.keys()]).toEqual([
      'name',
      'email',
      'cover_letter',
      'answers[0][question_id]',
      'answers[0][answer]',
      'answers[1][question_id]',
      'answers[1][answer]',
    ]);
    expect(body.get('answers[1][answer]')).toBe('Second');
    const withCv = quickApplyBody(fields, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect((withCv.get('cv') as File).name).toBe('cv.pdf');
  });
});

describe('a guest’s kept application', () => {
  it('posts again under the apply form’s own names', () => {
    const form = applicationFormData({
      vacancy_id: 41,
      cover_letter: 'Kept',
      answers: [{ question_id: 5, answer: 'Yes' }],
    });
    expect(Object.fromEntries(form)).toEqual({
      vacancy_id: '41',
      cover_letter: 'Kept',
      'answers[0].question_id': '5',
      'answers[0].answer': 'Yes',
      // A draft kept from before the choice existed applies anonymously, the form's default.
      open_profile: 'false',
    });
  });

  it('keeps the choice to apply with name and contacts', () => {
    const form = applicationFormData({ vacancy_id: 41, cover_letter: 'Kept', answers: [], open_profile: true });
    expect(form.get('open_profile')).toBe('true');
  });
});
