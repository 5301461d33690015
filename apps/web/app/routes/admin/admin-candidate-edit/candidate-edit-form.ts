import { admin } from '@hushwork/contract';
import { ZProfileForm } from '../../../components/candidates/profile-form.ts';

/**
 * The admin's forms take the profile's fields as the candidate's own pages do (`CandidateProfileFields`, the `listed`
 * control); the contacts stay the candidate's tab, and an edit sends them back as they stand (`requestOf`).
 */
export const ZCandidateEditForm = ZProfileForm;

/** A new candidate: the profile's fields, and the account's address and language. */
export const ZCandidateAddForm = admin.createAdminCandidate.body.omit({ contacts: true });
