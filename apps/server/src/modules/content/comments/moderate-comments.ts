import { requirePermission } from '../../../platform/auth/actor.ts';
import { noteOf } from '../../../platform/db/admin-query.ts';
import { type ModerateItems, missingIds } from '../../../platform/moderation.ts';
import { adminCommentRepo } from './lib/admin-comment.repo.ts';

/** A comment's first words name it in the rejection mail. */
const TITLE_CHARS = 60;
const titleOf = (text: string) => (text.length > TITLE_CHARS ? `${text.slice(0, TITLE_CHARS - 1)}…` : text);

/**
 * An admin's decision on many blog comments: an approved one shows under its article at once, a rejected one leaves
 * it. Comments cannot be edited, so nothing sends one back to the queue.
 */
export const moderateComments: ModerateItems = async ({ actor, input, db }) => {
  requirePermission(actor, 'update:post-comment:any');
  const rows = await adminCommentRepo.decide(db, input.ids, input.status, noteOf(input.status, input.reason));
  const slugs = await adminCommentRepo.slugsOf(db, [...new Set(rows.map((row) => row.post_id))]);
  return {
    changed: rows.map((row) => ({
      id: row.id,
      owner_user_id: row.owner_user_id,
      title: titleOf(row.text),
      path: `/blog/${slugs.get(row.post_id)}`,
    })),
    not_found: missingIds(input.ids, rows),
  };
};
