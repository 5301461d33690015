import type { TUser } from '@hushwork/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { needsCandidateProfile, needsCompany } from '../../lib/onboarding.ts';
import { pendingRedirect } from '../../lib/pending-post-keys.ts';

const RETURNED_KEY = 'hushwork.pendingReturned';

/**
 * A review or comment written as a guest is posted by the page it was written on (lib/pending-post.ts). A visitor who
 * signed up instead of signing in first creates their profile (the onboarding push keeps them from other pages) and
 * lands on their profile: once they may go anywhere, this takes them back to that page, which posts it and says so.
 * The root renders it for a signed-in visitor only.
 */
export function PendingPostReturn({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const waiting = !needsCandidateProfile(user) && !needsCompany(user);
  useEffect(() => {
    if (!waiting) return;
    const redirect = pendingRedirect();
    if (!redirect || redirect === pathname) return;
    // Once a visit: a page that no longer takes what was kept (the article gone) must not pull the visitor back again.
    try {
      if (sessionStorage.getItem(RETURNED_KEY) === redirect) return;
      sessionStorage.setItem(RETURNED_KEY, redirect);
    } catch {
      return;
    }
    navigate(redirect);
  }, [waiting, pathname, navigate]);
  return null;
}
