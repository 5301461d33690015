import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';

export type CandidateRouteDeps = { db: Db; clock: Clock };

/** The profile's calls, registered against their definitions in `@hushwork/contract` (candidates). */
export const candidateRoutes =
  (_deps: CandidateRouteDeps): FastifyPluginAsync =>
  async () => {};
