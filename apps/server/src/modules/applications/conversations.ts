import type { EventBus } from '../../platform/bus/event-bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';

/** What a room is opened with: the company, the candidate's account, what started it, and an optional first message. */
export type ConversationOpening = {
  db: Db;
  clock: Clock;
  companyId: number;
  candidateUserId: number;
  source: 'application' | 'offer' | 'quick_job';
  message?: { sender_user_id: number; side: 'company' | 'candidate'; text: string };
  /** The app's bus, so the other side's open tabs hear of a first message at once. */
  bus?: EventBus;
  /** The app's registry: the rooms' module reads the candidates' consent rules through it. */
  registry: Registry;
};

/** The rooms a later module keeps (messaging): applications declares this port and never imports it. */
type Conversations = {
  open(opening: ConversationOpening): Promise<unknown>;
  /** The ids of the company's rooms with these candidates (by candidate id); a candidate without one is left out. */
  roomIdsOf(db: Db, companyId: number, candidateIds: number[]): Promise<Map<number, number>>;
};

declare module '../../platform/module.ts' {
  interface ModulePorts {
    /** Messaging provides its `openRoom` here in its manifest (ADR 0032). Without it, no room opens. */
    conversations: Conversations;
  }
}

/**
 * Opens the room an application or an offer starts (issue 18), with its first message if the rooms' rules accept it
 * and without one otherwise. It never fails the caller: the application or offer is made whatever happens to the room.
 */
export async function openConversation(opening: ConversationOpening): Promise<void> {
  const conversations = opening.registry.ports.conversations;
  if (!conversations) return;
  try {
    await conversations.open(opening);
  } catch {
    if (!opening.message) return;
    const { message: _refused, ...withoutMessage } = opening;
    await conversations.open(withoutMessage).catch(() => undefined);
  }
}

/** The company's rooms with these candidates, by candidate id: empty while no module keeps rooms. */
export async function conversationRoomIds(db: Db, companyId: number, candidateIds: number[], registry: Registry) {
  const conversations = registry.ports.conversations;
  if (!conversations || candidateIds.length === 0) return new Map<number, number>();
  return conversations.roomIdsOf(db, companyId, candidateIds);
}
