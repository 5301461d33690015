import type { TMessage, TMessageSide } from '@hushwork/contract';
import type { EventBus } from '../../platform/bus/event-bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Registry } from '../../platform/registry.ts';
import { candidateOfUser } from '../candidates/index.ts';
import { roomRepo } from './room.repo.ts';
import { createRoomEvents } from './room-events.ts';
import { checkMessage, storeMessage } from './write-message.ts';

export type OpenRoomOptions = {
  db: Db;
  clock: Clock;
  companyId: number;
  /** The candidate's account: the room joins their profile and the company. */
  candidateUserId: number;
  /** What started it (an application, an offer, a quick-job proposal); kept with a room made now. */
  source: 'application' | 'offer' | 'quick_job' | 'search';
  /** A first message, checked by the rooms' rules (no contacts before the candidate opened the profile). */
  message?: { sender_user_id: number; side: TMessageSide; text: string };
  /** The app's bus (`ModuleContext.bus`), so open sockets hear of the message; without it they see it on reload. */
  bus?: EventBus;
  registry: Registry;
};

/**
 * For the modules where a conversation starts (applications, offers, quick-job proposals): the room of a company and
 * a candidate, opened now or the existing one, with an optional first message. The caller has checked that the
 * company may write to the candidate (they applied to it, or it made them an offer).
 */
export async function openRoom(
  options: OpenRoomOptions,
): Promise<{ room_id: number; is_new: boolean; message: TMessage | null }> {
  const { db, clock } = options;
  const candidate = await candidateOfUser(db, options.candidateUserId);
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  if (options.message)
    await checkMessage(
      { db, registry: options.registry },
      { ...options.message, room: { candidate_id: candidate.id, company_id: options.companyId } },
    );
  const { room, isNew } = await roomRepo.open(db, {
    company_id: options.companyId,
    candidate_id: candidate.id,
    candidate_user_id: options.candidateUserId,
    is_outstaff: candidate.is_outstaff,
    source: options.source,
    at: clock.now(),
  });
  if (!options.message) return { room_id: room.id, is_new: isNew, message: null };
  const events = createRoomEvents(options.bus ?? silentBus);
  const message = await storeMessage({ db, clock, events }, { ...options.message, room, socketId: null });
  return { room_id: room.id, is_new: isNew, message };
}

const silentBus: EventBus = {
  publish: async () => {},
  subscribe: async () => async () => {},
  close: async () => {},
};
