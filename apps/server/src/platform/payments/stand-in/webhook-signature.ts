import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed with the
 * endpoint's secret (the whole `whsec_…` string), which the SDK's `webhooks.constructEvent` checks.
 */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
