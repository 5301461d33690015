import type { TSentOffer } from '@hushwork/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { sendOffer } from './send-offer.ts';

export type ProposeQuickJobOptions = ApplicationsDeps & {
  actor: Actor;
  input: { candidate_id: number; vacancy_id: number; message?: string | null | undefined };
};

/**
 * `POST candidates/quick-job/{candidate_id}`: a company proposes one of its open vacancies to a candidate in one click
 * from their card; it is an offer like any other (source `quick_job`), a message optional.
 */
export function proposeQuickJob({ actor, input, ...deps }: ProposeQuickJobOptions): Promise<TSentOffer> {
  return sendOffer({
    ...deps,
    actor,
    input: {
      candidate_id: input.candidate_id,
      vacancy_id: input.vacancy_id,
      message: input.message?.trim() ?? '',
      source: 'quick_job',
    },
  });
}
