import type Stripe from 'stripe';
import { noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { previousOf } from './context.ts';
import { render } from './expand.ts';
import { newId } from './ids.ts';
import { allowOnly, expandParam, metadataParam, stringParam } from './params.ts';
import { realNow, type StandInState } from './state.ts';

const FIELDS = ['email', 'name', 'description', 'phone', 'metadata'] as const;

export function customerOf(state: StandInState, id: string, param = 'id'): Stripe.Customer {
  const customer = state.customers.get(id);
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

export const customerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    handle({ body, ctx }) {
      allowOnly(body, [...FIELDS, 'test_clock']);
      const clockId = stringParam(body, 'test_clock');
      if (clockId && !ctx.state.testClocks.has(clockId)) throw noSuch('test clock', clockId, 'test_clock');
      const customer: Stripe.Customer = {
        id: newId('cus'),
        object: 'customer',
        address: null,
        balance: 0,
        created: clockId ? ctx.state.testClocks.get(clockId)!.frozen_time : realNow(),
        currency: null,
        default_source: null,
        delinquent: false,
        description: stringParam(body, 'description') ?? null,
        discount: null,
        email: stringParam(body, 'email') ?? null,
        invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: metadataParam(body),
        name: stringParam(body, 'name') ?? null,
        next_invoice_sequence: 1,
        phone: stringParam(body, 'phone') ?? null,
        preferred_locales: [],
        shipping: null,
        tax_exempt: 'none',
        test_clock: clockId ?? null,
      };
      ctx.state.customers.set(customer.id, customer);
      ctx.emit('customer.created', customer);
      return render(ctx.state, customer, expandParam(body));
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    handle: ({ params, body, ctx }) => render(ctx.state, customerOf(ctx.state, params.id!), expandParam(body)),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    handle({ params, body, ctx }) {
      allowOnly(body, FIELDS);
      const customer = customerOf(ctx.state, params.id!);
      const before = structuredClone(customer);
      for (const field of ['email', 'name', 'description', 'phone'] as const) {
        const value = stringParam(body, field);
        if (value !== undefined) customer[field] = value === '' ? null : value;
      }
      customer.metadata = metadataParam(body, customer.metadata);
      const previous = previousOf(before, customer);
      if (Object.keys(previous).length > 0) ctx.emit('customer.updated', customer, previous);
      return render(ctx.state, customer, expandParam(body));
    },
  },
];
