import type Stripe from 'stripe';
import { invalidParam, missingParam, noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import type { Ctx } from './context.ts';
import { render } from './expand.ts';
import { newId } from './ids.ts';
import { allowOnly, expandParam, intParam, stringParam } from './params.ts';
import { advanceClock } from './renewals.ts';
import { realNow } from './state.ts';

const clockOf = (ctx: Ctx, id: string) => {
  const clock = ctx.state.testClocks.get(id);
  if (!clock) throw noSuch('test_helpers.test_clock', id);
  return clock;
};

/**
 * Stripe's test clocks. Stripe advances a clock in the background (status `advancing`, then `ready`); the stand-in
 * does the work before it answers, so the clock it returns is already `ready`.
 */
export const testClockRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/test_helpers/test_clocks',
    handle({ body, ctx }) {
      allowOnly(body, ['frozen_time', 'name']);
      const frozenTime = intParam(body, 'frozen_time');
      if (frozenTime === undefined) throw missingParam('frozen_time');
      const clock: Stripe.TestHelpers.TestClock = {
        id: newId('clock'),
        object: 'test_helpers.test_clock',
        created: realNow(),
        deletes_after: realNow() + 30 * 86_400,
        frozen_time: frozenTime,
        livemode: false,
        name: stringParam(body, 'name') ?? null,
        status: 'ready',
        status_details: {},
      };
      ctx.state.testClocks.set(clock.id, clock);
      return render(ctx.state, clock, expandParam(body));
    },
  },
  {
    method: 'GET',
    path: '/v1/test_helpers/test_clocks/:id',
    handle: ({ params, body, ctx }) => render(ctx.state, clockOf(ctx, params.id!), expandParam(body)),
  },
  {
    method: 'POST',
    path: '/v1/test_helpers/test_clocks/:id/advance',
    handle({ params, body, ctx }) {
      allowOnly(body, ['frozen_time']);
      const clock = clockOf(ctx, params.id!);
      const to = intParam(body, 'frozen_time');
      if (to === undefined) throw missingParam('frozen_time');
      if (to <= clock.frozen_time) {
        throw invalidParam('frozen_time', "The frozen_time must be after the test clock's current frozen_time.");
      }
      advanceClock({ ...ctx, emit: ctx.emitOnItsOwn }, clock, to);
      ctx.emit('test_helpers.test_clock.ready', clock);
      return render(ctx.state, clock, expandParam(body));
    },
  },
];
