import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZTelegramBotAnswer, ZTelegramLinkAnswer, ZTelegramUpdate, ZTelegramUpdateAnswer } from './telegram.ts';

const endpoint = endpointsOf({ tags: ['telegram'], auth: 'optional' });

export const getTelegramBot = endpoint({
  method: 'GET',
  path: '/api/telegram/bot',
  summary:
    'The Telegram bot’s username and t.me link; a job seeker’s or employer’s link carries a one-time token that links their account',
  response: ZTelegramBotAnswer,
  errors: errorsOf('TELEGRAM_BOT_NOT_CONFIGURED'),
});
export const receiveTelegramUpdate = endpoint({
  method: 'POST',
  path: '/api/telegram',
  summary:
    'Telegram’s webhook: one Update, sent with the X-Telegram-Bot-Api-Secret-Token header; /start <token> links the chat, /stop unlinks it, a repeated update_id changes nothing',
  auth: 'none',
  body: ZTelegramUpdate,
  response: ZTelegramUpdateAnswer,
  errors: errorsOf('TELEGRAM_WEBHOOK_REFUSED'),
});
export const unlinkTelegram = endpoint({
  method: 'DELETE',
  path: '/api/me/telegram',
  summary: 'Unlink the signed-in account from its Telegram chat (unlinking one that is not linked is not an error)',
  auth: 'required',
  response: ZTelegramLinkAnswer,
  errors: errorsOf('FORBIDDEN'),
});
