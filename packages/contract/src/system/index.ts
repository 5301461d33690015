import { z } from 'zod';
import { dataOf } from '../envelope.ts';

export const ZHealthResponse = dataOf(z.object({ status: z.literal('ok'), uptime_s: z.number() }));
export const ZReadyResponse = dataOf(z.object({ status: z.literal('ready'), database: z.literal('ok') }));
