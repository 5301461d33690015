import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { IDENTITY } from '@hushwork/contract';
import type { Clock } from '../clock.ts';

/**
 * Short-lived tokens for the realtime channel, handed to cookie sessions at `data.token` so page scripts never hold
 * the session's own tokens. Signed, not stored: several instances verify each other's tokens when they share
 * APP_SECRET. The server always has one (`withAppSecret` at start); only an app built without it, as tests build
 * theirs, signs with a key of its own that dies with it.
 */
export function createRealtimeTokens(secret: string | undefined, clock: Clock) {
  const key = secret ?? randomBytes(32).toString('hex');
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    mint(userId: number): string {
      const expires = Math.floor(clock.now().getTime() / 1000) + IDENTITY.realtimeTokenTtlS;
      const payload = `rt.${userId}.${expires}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string): number | null {
      const [prefix, user, expires, signature] = token.split('.');
      if (prefix !== 'rt' || !user || !expires || !signature) return null;
      const expected = Buffer.from(sign(`rt.${user}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) * 1000 < clock.now().getTime()) return null;
      return Number(user);
    },
  };
}
