import { noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { pageOf } from './lists.ts';
import { allowOnly, stringParam } from './params.ts';

/** `invoice.paid` matches itself; `invoice.*` matches every invoice event, as Stripe's filter does. */
const matches = (pattern: string, type: string) =>
  pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type;

export const eventRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/events',
    handle({ body, ctx }) {
      allowOnly(body, ['type', 'limit', 'starting_after']);
      const type = stringParam(body, 'type');
      const events = [...ctx.state.events.values()].reverse().filter((event) => !type || matches(type, event.type));
      return pageOf(events, body, '/v1/events');
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle({ params, ctx }) {
      const event = ctx.state.events.get(params.id!);
      if (!event) throw noSuch('event', params.id!);
      return event;
    },
  },
];
