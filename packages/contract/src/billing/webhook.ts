import { z } from 'zod';

/**
 * A payment provider's event as it arrives: only its id and type are read before the signature is checked against
 * the raw body; the rest is the provider's object, read after.
 */
export const ZProviderEvent = z.looseObject({ id: z.string().max(255), type: z.string().max(255) });
export const ZProviderEventAnswer = z.object({ received: z.literal(true) });
