import type { PersonalDataEraser } from '../../platform/personal-data.ts';
import { telegramRepo } from './telegram.repo.ts';

/** An erased account's Telegram chat id (personal data: it reaches the person) and its open link token. */
export const telegramEraser: PersonalDataEraser = {
  name: 'telegram',
  async erase(db, { user_id }) {
    await telegramRepo.deleteOfUser(db, user_id);
  },
};
