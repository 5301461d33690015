import { emptyResumeDocument, type TCandidateOwn } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { fillFromProfile } from './profile-fill.ts';

const candidate = {
  desired_position: 'Backend developer',
  expectation_description: 'I build APIs.',
  english_level: 'upper_intermediate',
  skills: [
    { id: 1, name: 'Go', level: 'expert' },
    { id: 2, name: 'SQL', level: null },
  ],
  experience_entries: [
    {
      id: 1,
      position: 'Developer',
      company_name: 'Acme',
      is_company_hidden: false,
      started_at: '2020-03-01',
      ended_at: null,
      description: 'Payments',
    },
  ],
} as unknown as TCandidateOwn;

describe('filling a resume from the candidate profile', () => {
  it('copies what the profile holds into an empty resume and marks it autofilled', () => {
    const { filled, hasConflicts } = fillFromProfile(emptyResumeDocument(), candidate);
    expect(hasConflicts).toBe(false);
    expect(filled.position.title).toBe('Backend developer');
    expect(filled.summary).toBe('I build APIs.');
    expect(filled.skills).toEqual([
      { name: 'Go', level: 5 },
      { name: 'SQL', level: 0 },
    ]);
    expect(filled.languages).toEqual([{ name: 'English', level: 'B2' }]);
    expect(filled.experience).toEqual([
      { position: 'Developer', company: 'Acme', city: '', start: '2020-03', end: '', description: 'Payments' },
    ]);
    expect(filled.autofilled).toEqual(['position.title', 'summary', 'experience.0.description']);
  });

  it('asks before replacing text the owner typed, and can fill only the empty fields', () => {
    const typed = { ...emptyResumeDocument(), summary: 'Mine' };
    const { filled, kept, hasConflicts } = fillFromProfile(typed, candidate);
    expect(hasConflicts).toBe(true);
    expect(filled.summary).toBe('I build APIs.');
    expect(kept.summary).toBe('Mine');
    expect(kept.autofilled).not.toContain('summary');
    expect(kept.position.title).toBe('Backend developer');
  });
});
