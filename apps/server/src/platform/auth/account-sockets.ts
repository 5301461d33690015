import type { EventBus } from '../bus/event-bus.ts';

/**
 * The bus channel on which every instance hears that an account's sockets must close now (blocked, deleted, erased):
 * the instance holding them closes them, wherever the admin's request landed.
 */
export const ACCOUNT_ENDED_CHANNEL = 'accounts.ended';

/** Closes every open realtime socket of the account, on every instance. */
export async function endAccountSockets(bus: EventBus, userId: number): Promise<void> {
  await bus.publish(ACCOUNT_ENDED_CHANNEL, {
    event: 'account_ended',
    data: { user_id: userId },
    except_socket_id: null,
  });
}
