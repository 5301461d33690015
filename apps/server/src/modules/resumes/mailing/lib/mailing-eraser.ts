import type { PersonalDataEraser } from '../../../../platform/personal-data.ts';
import { mailingRepo } from './mailing.repo.ts';

/**
 * An admin's force-delete takes the account's mailings and their logs with it (they say which resume of whom went
 * where), and an address that opted out or bounced is forgotten with the account it belonged to.
 */
export const mailingEraser: PersonalDataEraser = {
  name: 'resume-mailings',
  async erase(db, account) {
    await mailingRepo.deleteOfUser(db, account.user_id);
    await mailingRepo.forgetAddress(db, account.email);
  },
};
