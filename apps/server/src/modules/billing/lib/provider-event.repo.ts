import type { Db } from '../../../platform/db/database.ts';
import { billingProviderEvents } from '../billing.schema.ts';

/** The only SQL of the applied events. */
export const providerEventRepo = {
  /** True the first time an event id is seen; false for the provider's retry of one already applied. */
  async record(db: Db, eventId: string, type: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(billingProviderEvents)
      .values({ event_id: eventId, type, received_at: now })
      .onConflictDoNothing()
      .returning({ event_id: billingProviderEvents.event_id });
    return rows.length > 0;
  },
};
