import { MESSAGING } from '@hushwork/contract';
import type { Job } from '../../platform/module.ts';
import { sendMessageDigests } from './send-message-digests.ts';

/** Mails the unread-message digests on the job queue every `MESSAGING.digestEveryMs` (ADR 0022: one instance a tick). */
export const messageDigestJob: Job = {
  name: 'message-digests',
  everyMs: MESSAGING.digestEveryMs,
  async run({ database, clock, logger, link, registry }) {
    if (!link) throw new Error('the message digest job needs the link builder the server starts jobs with');
    const mails = await sendMessageDigests({ db: database.db, clock, link, registry });
    if (mails > 0) logger.info({ mails }, 'message digests written');
  },
};
