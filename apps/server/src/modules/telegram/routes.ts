import { telegram } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { getTelegramBot } from './get-telegram-bot.ts';
import { handleTelegramUpdate } from './handle-telegram-update.ts';
import { createTelegramApi } from './telegram-api.ts';
import { unlinkTelegram } from './unlink-telegram.ts';
import { SECRET_HEADER, verifyWebhookSecret } from './verify-webhook-secret.ts';

/** The Telegram bot's calls, registered against their definitions in `@hushwork/contract` (telegram). */
export const telegramRoutes =
  ({ database, clock, config, limiter, logger, link }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const telegramApi = createTelegramApi({ config, logger });

    route(app, telegram.getTelegramBot, async (req) => ({
      data: await getTelegramBot({ actor: req.actor, input: {}, db, clock, username: config.TELEGRAM_BOT_USERNAME }),
    }));
    route(
      app,
      telegram.receiveTelegramUpdate,
      async (req) => ({
        data: await handleTelegramUpdate({ actor: req.actor, input: req.body, db, clock, limiter, link, telegramApi }),
      }),
      {
        // The secret is checked before the body is read: a stranger learns nothing, not even what a valid one is.
        onRequest: async (req) =>
          verifyWebhookSecret({
            secret: config.TELEGRAM_WEBHOOK_SECRET,
            header: req.headers[SECRET_HEADER],
            limiter,
            ip: req.ip,
          }),
      },
    );
    route(app, telegram.unlinkTelegram, async (req) => ({
      data: await unlinkTelegram({ actor: req.actor, input: {}, db, link, telegramApi }),
    }));
  };
