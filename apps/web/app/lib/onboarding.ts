import { ROLES, type TUser } from '@hushwork/contract';

/** A job seeker without a candidate profile: spec section 4 pushes them to /profile/add-resume. */
export const needsCandidateProfile = (user: TUser | null) => user?.role_id === ROLES.worker && !user.candidate;

/** A company account without a company, not waiting to join one: pushed to /profile/add-company (spec section 4). */
export const needsCompany = (user: TUser | null) =>
  user?.role_id === ROLES.company && !user.company && user.employer?.waiting_company_approval !== true;
