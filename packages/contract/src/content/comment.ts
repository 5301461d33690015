import { z } from 'zod';
import { required, zPublicText } from '../candidates/fields.ts';
import { ZModerationStatus } from '../companies/company.ts';
import { CONTENT } from '../constants.ts';
import { zId } from '../validation.ts';
import { ZCommentAuthorRole } from './post.ts';

/**
 * A comment's text: trimmed, bounded, and free of links, e-mail addresses and other contacts (the spec's "not a
 * link or e-mail" rule): a blog thread is no place for advertising, and a job seeker's address would undo their
 * anonymity.
 */
export const ZPostCommentRequest = z.object({
  text: z
    .string(required)
    .trim()
    .min(1, required)
    .min(CONTENT.commentMin)
    .max(CONTENT.commentMax)
    .pipe(zPublicText(CONTENT.commentMax)),
});
export type TPostCommentRequest = z.input<typeof ZPostCommentRequest>;

/** What its author is shown after posting: the comment, waiting for moderation until an admin approves it. */
export const ZPostedComment = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    text: z.string(),
    author_role: ZCommentAuthorRole,
    moderation_status: ZModerationStatus,
    created_at: z.string(),
  })
  .meta({ id: 'PostedComment' });
export type TPostedComment = z.infer<typeof ZPostedComment>;

export const ZCommentParams = z.object({ id: zId });
