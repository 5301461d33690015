import { z } from 'zod';

/** Every success response is `{ data }` (DESIGN.md section 2). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The answer of a call that has nothing to tell but that it was done. */
export const ZOk = dataOf(z.object({ ok: z.literal(true) }));

/** Lists answer under `data.list`; paging fields come with paged lists. */
export const listOf = <T extends z.ZodType>(item: T) => dataOf(z.object({ list: z.array(item) }));

/** `extra`: fields a page answers beside its list (`counts` for a screen's tabs, `unread` for a badge). */
export const pagedListOf = <T extends z.ZodType, X extends z.ZodRawShape = Record<never, never>>(item: T, extra?: X) =>
  dataOf(
    z.object({
      list: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pages: z.number().int(),
      ...(extra as X),
    }),
  );
