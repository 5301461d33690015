import { telegramGrants } from '@hushwork/contract/telegram/permissions';
import { defineModule } from '../../platform/module.ts';
import { pruneTelegramJob } from './prune-telegram-job.ts';
import { telegramRoutes } from './routes.ts';
import { sendTelegramNoticesJob } from './send-telegram-notices.ts';
import { telegramEraser } from './telegram-eraser.ts';
import { telegramNotices } from './telegram-notices.ts';

/**
 * Telegram: the bot /telegram links to, the webhook Telegram delivers its updates to (`/start <token>` links a chat to
 * an account, `/stop` unlinks it), the signed-in account's link, and the notices other modules send to a linked
 * chat through an outbox. Accounts come from identity's directory.
 */
export const telegramModule = defineModule({
  name: 'telegram',
  routes: telegramRoutes,
  permissions: Object.values(telegramGrants).flat(),
  jobs: [pruneTelegramJob, sendTelegramNoticesJob],
  provides: {
    // An admin's force-delete takes the person's chat id with the account (ADR 0034).
    personalDataErasers: [telegramEraser],
    // Responses, offers and unread messages reach a linked chat as well as the mailbox.
    telegramNotices,
  },
});
