import { z } from 'zod';

/** Spec section 8: an error the page cannot tie to a field is told in an error toast; success and info are quieter. */
export const ZToastMessage = z.object({
  tone: z.enum(['success', 'info', 'error']),
  text: z.string().min(1).max(500),
});

export type ToastMessage = z.infer<typeof ZToastMessage>;
