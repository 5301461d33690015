import { admin } from '@hushwork/contract';
import type { DataArgs } from '../../../lib/data-args.ts';
import { decideQueue, loadQueue } from '../lib/moderation-queue.server.ts';

export const REVIEW_SORTS = ['created_at', 'rating'] as const;

/** `/admin/reviews`: the company reviews by moderation status, pending first. */
export const loadAdminReviews = (args: DataArgs) => loadQueue(args, admin.listAdminReviews, REVIEW_SORTS);

/** A decision on the ticked reviews, back to the same list with a toast. */
export const submitAdminReviews = (args: DataArgs) => decideQueue(args, admin.moderateReviews);
