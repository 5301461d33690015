import { userChannelOf } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ChannelSigner } from './channel-auth.ts';

export type AuthorizeChannelOptions = {
  actor: Actor;
  input: { socket_id: string; channel_name: string };
  signer: ChannelSigner;
};

/**
 * `POST broadcasting/auth`: signs a socket's subscription to the signed-in account's own private channel
 * (`private-user.{id}`); any other channel is refused. The socket checks the signature and the channel again.
 */
export function authorizeChannel({ actor, input, signer }: AuthorizeChannelOptions): { auth: string } {
  requirePermission(actor, 'read:realtime-channel:own');
  const { user_id } = requireUser(actor);
  if (input.channel_name !== userChannelOf(user_id)) throw new AppError('CHANNEL_FORBIDDEN');
  return { auth: signer.sign(input.socket_id, input.channel_name) };
}
