import { z } from 'zod';
import { CONTENT } from '../constants.ts';
import { ZTocEntry } from './post.ts';

export const ZPageParams = z.object({ name: z.enum(CONTENT.pages) });

/** A static or legal page in the request's language; `version` is the date its text took effect. */
export const ZPage = z
  .object({
    name: z.enum(CONTENT.pages),
    title: z.string(),
    description: z.string(),
    version: z.string(),
    body_html: z.string(),
    toc: z.array(ZTocEntry),
  })
  .meta({ id: 'Page' });
export type TPage = z.infer<typeof ZPage>;
