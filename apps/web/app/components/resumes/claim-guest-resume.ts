import { resumes } from '@hushwork/contract';
import { callApi } from '../../lib/api.ts';
import { forgetGuestResume, type GuestResume } from './guest-resume.ts';
import { resumeApi } from './resume-api.ts';

/**
 * Claims the guest's resume for the signed-in account. The token is forgotten once the server answered for good:
 * claimed, or unknown (deleted, claimed from another tab); a limit reached or a failed call keeps it to try again.
 */
export async function claimGuestResume(guest: GuestResume): Promise<boolean> {
  const answer = await callApi(resumeApi(guest.resumeToken), resumes.claimResume, { params: { id: guest.resumeId } });
  if (answer.ok || answer.status === 404) forgetGuestResume(window.localStorage);
  return answer.ok;
}
