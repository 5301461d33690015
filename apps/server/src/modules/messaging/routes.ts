import { messaging } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.ts';
import { archiveRooms } from './archive-rooms.ts';
import { authorizeChannel } from './authorize-channel.ts';
import type { ChannelSigner } from './channel-auth.ts';
import { deleteTemplate } from './delete-template.ts';
import { getFirstText } from './get-first-text.ts';
import { listMessages } from './list-messages.ts';
import { listOutstaffMessages } from './list-outstaff-messages.ts';
import { listRooms } from './list-rooms.ts';
import { listTemplates } from './list-templates.ts';
import { markRoomsRead } from './mark-rooms-read.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { sendMessage } from './send-message.ts';
import { sendOutstaffMessage } from './send-outstaff-message.ts';
import { socketIdOf } from './socket-id.ts';
import { startRoom } from './start-room.ts';

/** Messaging's calls, registered against their definitions in `@hushwork/contract` (messaging). */
export const messagingRoutes =
  (deps: MessagingDeps & { signer: ChannelSigner }): FastifyPluginAsync =>
  async (app) => {
    const { signer, ...use } = deps;
    const { db, clock, registry } = use;
    route(app, messaging.listMessages, async (req) => ({
      data: await listMessages({ actor: req.actor, input: req.query, db, registry }),
    }));
    route(app, messaging.sendMessage, async (req) => ({
      data: await sendMessage({ ...use, actor: req.actor, input: req.body, socketId: socketIdOf(req) }),
    }));
    route(app, messaging.getFirstText, async (req) => ({
      data: await getFirstText({ actor: req.actor, input: req.query, db, registry }),
    }));
    route(app, messaging.markRoomsRead, async (req) => ({
      data: await markRoomsRead({ ...use, actor: req.actor, input: req.body, socketId: socketIdOf(req) }),
    }));
    route(app, messaging.listOutstaffMessages, async (req) => ({
      data: await listOutstaffMessages({ actor: req.actor, input: { ...req.params, ...req.query }, db, registry }),
    }));
    route(app, messaging.sendOutstaffMessage, async (req) => ({
      data: await sendOutstaffMessage({
        ...use,
        actor: req.actor,
        input: { ...req.params, ...req.body },
        socketId: socketIdOf(req),
      }),
    }));
    route(app, messaging.listRooms, async (req) => ({
      data: await listRooms({ actor: req.actor, input: req.query, db, outstaff: false, registry }),
    }));
    route(app, messaging.startRoom, async (req) => ({
      data: await startRoom({ ...use, actor: req.actor, input: req.body, socketId: socketIdOf(req) }),
    }));
    route(app, messaging.listOutstaffRooms, async (req) => ({
      data: await listRooms({ actor: req.actor, input: req.query, db, outstaff: true, registry }),
    }));
    route(app, messaging.archiveRooms, async (req) => ({
      data: await archiveRooms({ actor: req.actor, input: req.body, db, clock, isArchived: true }),
    }));
    route(app, messaging.unarchiveRooms, async (req) => ({
      data: await archiveRooms({ actor: req.actor, input: req.body, db, clock, isArchived: false }),
    }));
    route(app, messaging.authorizeChannel, async (req) => ({
      data: authorizeChannel({ actor: req.actor, input: req.body, signer }),
    }));
    route(app, messaging.listTemplates, async (req) => ({ data: await listTemplates({ actor: req.actor, db }) }));
    route(app, messaging.deleteTemplate, async (req) => ({
      data: await deleteTemplate({ actor: req.actor, input: req.params, db }),
    }));
  };
