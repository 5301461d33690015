import { emptyResumeDocument, type TResumeDocument } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { withEdited, withMarked, withMovedEntry, withoutEntry } from './autofilled.ts';

const job = (position: string) => ({ position, company: '', city: '', start: '', end: '', description: position });

function threeJobs(autofilled: string[]): TResumeDocument {
  return { ...emptyResumeDocument(), experience: [job('a'), job('b'), job('c')], autofilled };
}

describe('the autofilled rule', () => {
  it('drops the mark of a field its owner edits and keeps the others', () => {
    const document = withMarked(emptyResumeDocument(), ['summary', 'experience.0.description']);
    expect(withEdited(document, 'summary').autofilled).toEqual(['experience.0.description']);
  });

  it('leaves a document alone when the edited field was not marked', () => {
    const document = withMarked(emptyResumeDocument(), ['summary']);
    expect(withEdited(document, 'position.title')).toBe(document);
  });

  it('marks a field once however often it is filled', () => {
    const document = withMarked(withMarked(emptyResumeDocument(), ['summary']), ['summary']);
    expect(document.autofilled).toEqual(['summary']);
  });

  it('forgets a removed entry’s marks and moves the later entries’ marks up', () => {
    const document = threeJobs(['experience.0.description', 'experience.1.description', 'experience.2.description']);
    const after = withoutEntry(document, 'experience', 1);
    expect(after.experience.map((each) => each.position)).toEqual(['a', 'c']);
    expect(after.autofilled).toEqual(['experience.0.description', 'experience.1.description']);
  });

  it('moves marks with their entries, leaving other sections’ marks as they were', () => {
    const document = threeJobs(['experience.2.description', 'education.2.description', 'summary']);
    const after = withMovedEntry(document, 'experience', 2, 0);
    expect(after.experience.map((each) => each.position)).toEqual(['c', 'a', 'b']);
    expect(after.autofilled).toEqual(['experience.0.description', 'education.2.description', 'summary']);
    const back = withMovedEntry(after, 'experience', 0, 2);
    expect(back.experience.map((each) => each.position)).toEqual(['a', 'b', 'c']);
    expect(back.autofilled).toEqual(['experience.2.description', 'education.2.description', 'summary']);
  });

  it('ignores a move past either end', () => {
    const document = threeJobs([]);
    expect(withMovedEntry(document, 'experience', 0, -1)).toBe(document);
    expect(withMovedEntry(document, 'experience', 2, 3)).toBe(document);
  });
});
