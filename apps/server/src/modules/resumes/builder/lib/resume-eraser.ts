import type { PersonalDataEraser } from '../../../../platform/personal-data.ts';
import { resumeRepo } from './resume.repo.ts';

/** An admin's force-delete takes the account's resumes with it: each is a document of who the person is. */
export const resumeEraser: PersonalDataEraser = {
  name: 'resumes',
  erase: (db, account) => resumeRepo.deleteOfUser(db, account.user_id),
};
