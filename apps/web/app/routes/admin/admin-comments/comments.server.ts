import { admin } from '@hushwork/contract';
import type { DataArgs } from '../../../lib/data-args.ts';
import { decideQueue, loadQueue } from '../lib/moderation-queue.server.ts';

export const COMMENT_SORTS = ['created_at'] as const;

/** `/admin/comments`: the blog's comments by moderation status, pending first. */
export const loadAdminComments = (args: DataArgs) => loadQueue(args, admin.listAdminComments, COMMENT_SORTS);

/** A decision on the ticked comments, back to the same list with a toast. */
export const submitAdminComments = (args: DataArgs) => decideQueue(args, admin.moderateComments);
