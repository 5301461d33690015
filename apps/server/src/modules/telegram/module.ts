import { telegramGrants } from '@hushwork/contract/telegram/permissions';
import { defineModule } from '../../platform/module.ts';
import { pruneTelegramJob } from './prune-telegram-job.ts';
import { telegramRoutes } from './routes.ts';
import { telegramEraser } from './telegram-eraser.ts';

/**
 * Telegram: the bot /telegram links to, the webhook Telegram delivers its updates to (`/start <token>` links a chat to
 * an account, `/stop` unlinks it), and the signed-in account's link. Accounts come from identity's directory.
 */
export const telegramModule = defineModule({
  name: 'telegram',
  routes: telegramRoutes,
  permissions: Object.values(telegramGrants).flat(),
  jobs: [pruneTelegramJob],
  provides: {
    // An admin's force-delete takes the person's chat id with the account (ADR 0034).
    personalDataErasers: [telegramEraser],
  },
});
