import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signs a socket's subscription to a channel (`broadcasting/auth`), as Pusher-style clients expect: the signature binds
 * the channel to one socket id, so it is worth nothing on another socket. Keyed from APP_SECRET, so an instance
 * verifies what another signed (a client's API call and its socket may reach different instances).
 */
export function createChannelSigner(secret: string | undefined) {
  const key = createHmac('sha256', secret ?? randomBytes(32).toString('hex'))
    .update('hushwork:channel-auth')
    .digest();
  const sign = (socketId: string, channel: string) =>
    createHmac('sha256', key).update(`${socketId}:${channel}`).digest('base64url');
  return {
    sign,
    verify(socketId: string, channel: string, auth: string): boolean {
      const expected = Buffer.from(sign(socketId, channel));
      const given = Buffer.from(auth);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type ChannelSigner = ReturnType<typeof createChannelSigner>;
