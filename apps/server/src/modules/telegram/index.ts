/** What other modules and the composition root may use of telegram; its other files are its own. */
export { telegramModule } from './module.ts';
export type { TelegramNotice } from './telegram-notices.ts';
