import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { GUEST_RESUME_KEY } from './guest-resume-key.ts';

/**
 * After sign-in or sign-up, a resume the visitor built as a guest (its id and token in client storage) is attached
 * to the account (the root renders this for a signed-in visitor only). The claiming code loads only when there is something to claim, so other pages carry none of it.
 */
export function GuestResumeClaim() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!window.localStorage.getItem(GUEST_RESUME_KEY)) return;
    void Promise.all([import('./guest-resume.ts'), import('./claim-guest-resume.ts')]).then(
      async ([{ readGuestResume }, { claimGuestResume }]) => {
        const guest = readGuestResume(window.localStorage);
        // The page may list the account's resumes (the resumes tab): read again, the claimed one among them.
        if (guest && (await claimGuestResume(guest))) await revalidate();
      },
    );
  }, [revalidate]);
  return null;
}
