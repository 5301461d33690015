import { z } from 'zod';
import { required } from '../candidates/fields.ts';
import { CONTENT } from '../constants.ts';
import { zEmail } from '../validation.ts';

/**
 * The contact form. `website` is a honeypot: a field people never see (it is hidden from them and from screen
 * readers) that form-filling bots fill in; a message with it is accepted and dropped, so the bot learns nothing.
 */
export const ZContactFormRequest = z.object({
  name: z.string(required).trim().min(1, required).max(CONTENT.contactNameMax),
  email: zEmail,
  topic: z.enum(CONTENT.contactTopics, { error: 'validation:required' }),
  message: z.string(required).trim().min(1, required).min(CONTENT.contactMessageMin).max(CONTENT.contactMessageMax),
  website: z.string().max(500).optional(),
});
export type TContactFormRequest = z.output<typeof ZContactFormRequest>;
