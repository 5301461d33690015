import { messagingGrants } from '@hushwork/contract/messaging/permissions';
import { defineModule } from '../../platform/module.ts';
import { createChannelSigner } from './channel-auth.ts';
import { messageDigestJob } from './message-digest-job.ts';
import { messagingMails } from './messaging-mails.ts';
import { messagingProfileSection } from './messaging-profile-section.ts';
import { openRoom } from './open-room.ts';
import { roomRepo } from './room.repo.ts';
import { createRoomEvents } from './room-events.ts';
import { messagingRoutes } from './routes.ts';
import { demoConversationsSeed } from './seeds/demo-conversations.ts';
import { socketRoutes } from './socket-routes.ts';

/**
 * Messaging (ADR 0027): rooms between a company's team and a candidate, their messages, and the realtime socket at
 * `/ws` that tells open tabs of them through the event bus. Candidates are shown by the candidates module's consent
 * rules; the digest job mails what waited unread.
 */
export const messagingModule = defineModule({
  name: 'messaging',
  routes: (context) => async (app) => {
    const { config, database, clock, limiter, bus, logger, verifyRealtimeToken, registry } = context;
    const signer = createChannelSigner(config.APP_SECRET);
    const events = createRoomEvents(bus, logger);
    await app.register(messagingRoutes({ db: database.db, clock, limiter, events, signer, registry }));
    await app.register(socketRoutes({ config, db: database.db, clock, bus, signer, verifyRealtimeToken }));
  },
  permissions: Object.values(messagingGrants).flat(),
  mails: messagingMails,
  jobs: [messageDigestJob],
  profile: messagingProfileSection,
  // Applications load first and declare where their rooms open; messaging provides them (adding-a-domain.md: ports).
  provides: { conversations: { open: openRoom, roomIdsOf: roomRepo.idsByCandidates } },
  seeds: { demo: [demoConversationsSeed] },
});
