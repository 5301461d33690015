import type { PersonalDataEraser } from '../../../../platform/personal-data.ts';
import { contactRepo } from '../../contact/contact.repo.ts';
import { commentRepo } from './comment.repo.ts';

/**
 * An erased account's words: its comments (replies to them stay, answering a removed comment) and the contact
 * messages it sent or that came from its address.
 */
export const contentEraser: PersonalDataEraser = {
  name: 'content',
  async erase(db, { user_id, email }) {
    await commentRepo.deleteByAuthor(db, user_id);
    await contactRepo.deleteOf(db, { id: user_id, email });
  },
};
