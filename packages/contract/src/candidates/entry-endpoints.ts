import type { z } from 'zod';
import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, ZOk } from '../envelope.ts';
import {
  ZCandidateEducation,
  ZCandidateEducationRequest,
  ZCandidateEntryIdParams,
  ZCandidateExperience,
  ZCandidateExperienceRequest,
  ZCandidateSkill,
  ZCandidateSkillRequest,
} from './entries.ts';

const endpoint = endpointsOf({ tags: ['candidates'], auth: 'required' });

/** The three kinds of entries of the own profile: each added, replaced and removed alike. */
const entryCalls = <K extends 'education' | 'experience' | 'skills', B extends z.ZodType, R extends z.ZodType>(
  kind: K,
  what: string,
  body: B,
  entry: R,
) => {
  const path = `/api/me/candidate/${kind}` as const;
  /** A skill is named once per profile. */
  const duplicate = kind === 'skills' ? errorsOf('SKILL_ALREADY_EXISTS') : {};
  const create = endpoint({
    method: 'POST',
    path,
    summary: `Add ${what} to the signed-in worker’s profile`,
    body,
    status: 201,
    response: dataOf(entry),
    errors: { ...errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'ENTRIES_LIMIT'), ...duplicate },
  });
  const update = endpoint({
    method: 'PUT',
    path: `${path}/{id}`,
    summary: `Replace ${what} of the signed-in worker’s profile`,
    params: ZCandidateEntryIdParams,
    body,
    response: dataOf(entry),
    errors: { ...errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'ENTRY_NOT_FOUND'), ...duplicate },
  });
  const remove = endpoint({
    method: 'DELETE',
    path: `${path}/{id}`,
    summary: `Remove ${what} from the signed-in worker’s profile`,
    params: ZCandidateEntryIdParams,
    response: ZOk,
    errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'ENTRY_NOT_FOUND'),
  });
  return { create, update, remove };
};

const education = entryCalls('education', 'an education entry', ZCandidateEducationRequest, ZCandidateEducation);
const experience = entryCalls('experience', 'a job held', ZCandidateExperienceRequest, ZCandidateExperience);
const skills = entryCalls('skills', 'a skill', ZCandidateSkillRequest, ZCandidateSkill);

export const createEducation = education.create;
export const updateEducation = education.update;
export const deleteEducation = education.remove;
export const createExperience = experience.create;
export const updateExperience = experience.update;
export const deleteExperience = experience.remove;
export const createSkill = skills.create;
export const updateSkill = skills.update;
export const deleteSkill = skills.remove;
