/**
 * Where a guest's kept review or comment waits in client storage (lib/pending-post.ts), apart from the code that
 * keeps and posts it: the root reads only whether one waits and where (components/layout/PendingPostReturn.tsx),
 * so every page's first load carries these few lines, not the rest.
 */
export const PENDING_KEYS = {
  review: 'hushwork.pendingReview',
  comment: 'hushwork.pendingComment',
  postComment: 'hushwork.pendingPostComment',
} as const;

/** The page a kept review or comment waits to be posted from, if any (the first kind found). */
export function pendingRedirect(): string | null {
  try {
    for (const key of Object.values(PENDING_KEYS)) {
      const raw = localStorage.getItem(key);
      const redirect = raw ? (JSON.parse(raw) as { redirect?: unknown }).redirect : null;
      if (typeof redirect === 'string' && redirect.startsWith('/')) return redirect;
    }
  } catch {
    // Unreadable storage: nothing to go back to.
  }
  return null;
}
