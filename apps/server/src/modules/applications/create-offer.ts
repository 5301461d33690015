import type { TSentOffer, ZCreateOfferRequest } from '@hushwork/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { sendOffer } from './send-offer.ts';

export type CreateOfferOptions = ApplicationsDeps & { actor: Actor; input: z.output<typeof ZCreateOfferRequest> };

/** `POST job-offers`: an offer from a response (`application_id`) or from the candidate's page. */
export function createOffer({ actor, input, ...deps }: CreateOfferOptions): Promise<TSentOffer> {
  return sendOffer({ ...deps, actor, input });
}
