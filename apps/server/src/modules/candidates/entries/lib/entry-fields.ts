import {
  CANDIDATES,
  type TCandidateEducation,
  type TCandidateEducationRequest,
  type TCandidateExperience,
  type TCandidateExperienceRequest,
  type TCandidateSkill,
  type TCandidateSkillRequest,
} from '@hushwork/contract';
import { presentEducation, presentExperience, presentSkill } from '../../profile/lib/present-candidate.ts';
import type { EducationRow, EntryKind, ExperienceRow, SkillRow } from './candidate-entry.repo.ts';

/** What each kind of entry takes (after the contract's parse) and how many a profile may have. */
export type EntryInput = {
  education: Required<TCandidateEducationRequest>;
  experience: Required<TCandidateExperienceRequest>;
  skills: Required<TCandidateSkillRequest>;
};

export const ENTRY_LIMITS: Record<EntryKind, number> = {
  education: CANDIDATES.educationMax,
  experience: CANDIDATES.experienceMax,
  skills: CANDIDATES.skillsMax,
};

export type EntryOutput = {
  education: TCandidateEducation;
  experience: TCandidateExperience;
  skills: TCandidateSkill;
};

/** An entry as its owner sees it, whatever its kind. */
export function presentEntry<K extends EntryKind>(kind: K, row: unknown): EntryOutput[K] {
  const present =
    kind === 'education'
      ? presentEducation(row as EducationRow)
      : kind === 'experience'
        ? presentExperience(row as ExperienceRow)
        : presentSkill(row as SkillRow);
  return present as EntryOutput[K];
}
