import type { TCompanyReviewCommentRequest, TCompanyReviewRequest, TPostCommentRequest } from '@hushwork/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PENDING_KEYS as KEYS } from './pending-post-keys.ts';
import { useLocalePath } from './use-locale.ts';

/**
 * A review or comment a guest wrote, kept in the browser while they sign in (spec section 4: "Pending review: company
 * id, payload, redirect path"; "Pending unauthenticated comment: method name, payload, redirect path"). The page it
 * was written on posts it once the visitor comes back signed in.
 */
type PendingReview = { company_id: number; payload: TCompanyReviewRequest; redirect: string };
type PendingComment = { review_id: number; payload: TCompanyReviewCommentRequest; redirect: string };
/** A blog comment: `method` names the call it goes to (a comment on the article, or an answer to `target_id`). */
type PendingPostComment = {
  method: 'comment' | 'reply';
  post_id: number;
  target_id: number;
  payload: TPostCommentRequest;
  redirect: string;
};
type Pending = { review: PendingReview; comment: PendingComment; postComment: PendingPostComment };

function savePending<K extends keyof Pending>(kind: K, value: Pending[K]): void {
  try {
    localStorage.setItem(KEYS[kind], JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the guest signs in and writes it again.
  }
}

/** The saved post of this kind when `isFor` accepts it, removed first so a reload never posts it twice. */
export function takePending<K extends keyof Pending>(
  kind: K,
  isFor: (value: Pending[K]) => boolean,
): Pending[K] | null {
  try {
    const raw = localStorage.getItem(KEYS[kind]);
    if (!raw) return null;
    const value = JSON.parse(raw) as Pending[K];
    if (!isFor(value)) return null;
    localStorage.removeItem(KEYS[kind]);
    return value;
  } catch {
    return null;
  }
}

/** The saved body as the form would post it, so the page's action parses it with the same schema. */
export function formDataOf(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === true) form.set(name, 'on');
    else if (value !== false && value !== null && value !== undefined) form.set(name, String(value));
  }
  return form;
}

/**
 * When the action answered a guest with the checked post (`pending`), keeps it in the browser with this page as the
 * way back and sends the guest to sign in; the page posts it on their return.
 */
export function useKeepForSignIn<K extends keyof Pending>(kind: K, pending: Omit<Pending[K], 'redirect'> | undefined) {
  const navigate = useNavigate();
  const to = useLocalePath();
  useEffect(() => {
    if (!pending) return;
    const redirect = window.location.pathname;
    savePending(kind, { ...pending, redirect } as Pending[K]);
    navigate(`${to('/login')}?redirect=${encodeURIComponent(redirect)}`);
  }, [kind, pending, navigate, to]);
}
