import type { TPostComment, TPostedComment } from '@hushwork/contract';
import type { CommentRow } from './comment.repo.ts';

type Role = TPostComment['author_role'];
const roleOf = (row: CommentRow): Role =>
  row.author_role === 'company' || row.author_role === 'admin' ? row.author_role : 'worker';

const presentReply = (row: CommentRow) => ({
  id: row.id,
  text: row.text,
  author_role: roleOf(row),
  created_at: row.created_at.toISOString(),
});

/** Approved comments as threads: each top-level comment with its approved replies, both oldest first. */
export function presentThreads(rows: readonly CommentRow[]): TPostComment[] {
  const threads = rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ ...presentReply(row), replies: [] as ReturnType<typeof presentReply>[] }));
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  for (const row of rows) if (row.parent_id !== null) byId.get(row.parent_id)?.replies.push(presentReply(row));
  return threads;
}

/** What its author sees of a comment just posted (waiting for moderation). */
export const presentPosted = (row: CommentRow): TPostedComment => ({
  ...presentReply(row),
  post_id: row.post_id,
  parent_id: row.parent_id,
  moderation_status: row.moderation_status as TPostedComment['moderation_status'],
});
