import { admin } from '@hushwork/contract';
import type { DataArgs } from '../../../lib/data-args.ts';
import { decideQueue, loadQueue } from '../lib/moderation-queue.server.ts';

export const CANDIDATE_SORTS = ['created_at', 'desired_position'] as const;

/** `/admin/candidates`: the candidate profiles with the names behind them, pending first. */
export const loadAdminCandidates = (args: DataArgs) => loadQueue(args, admin.listAdminCandidates, CANDIDATE_SORTS);

/** A decision on the ticked profiles, back to the same list with a toast. */
export const submitAdminCandidates = (args: DataArgs) => decideQueue(args, admin.moderateCandidates);
