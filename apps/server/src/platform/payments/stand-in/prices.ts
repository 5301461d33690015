import type Stripe from 'stripe';
import { invalidParam, missingParam, noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import type { Ctx } from './context.ts';
import { render } from './expand.ts';
import type { FormHash } from './form-body.ts';
import { newId } from './ids.ts';
import {
  allowOnly,
  currencyParam,
  enumParam,
  expandParam,
  hashParam,
  intParam,
  metadataParam,
  requiredString,
  stringParam,
} from './params.ts';
import { realNow } from './state.ts';
import { wireDecimal } from './wire-decimal.ts';

function createProduct(ctx: Ctx, body: FormHash, prefix = ''): Stripe.Product {
  allowOnly(body, ['name', 'description', 'metadata'], prefix);
  const now = realNow();
  const product: Stripe.Product = {
    id: newId('prod'),
    object: 'product',
    active: true,
    created: now,
    default_price: null,
    description: stringParam(body, 'description') ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: metadataParam(body),
    name: requiredString(body, 'name', prefix ? `${prefix}[name]` : 'name'),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  ctx.state.products.set(product.id, product);
  ctx.emit('product.created', product);
  return product;
}

function recurringOf(body: FormHash): Stripe.Price.Recurring | null {
  const recurring = hashParam(body, 'recurring');
  if (!recurring) return null;
  allowOnly(recurring, ['interval', 'interval_count'], 'recurring');
  const interval = enumParam(recurring, 'interval', ['day', 'week', 'month', 'year'], 'recurring[interval]');
  if (!interval) throw missingParam('recurring[interval]');
  const count = intParam(recurring, 'interval_count', 'recurring[interval_count]') ?? 1;
  if (count < 1)
    throw invalidParam('recurring[interval_count]', 'Invalid recurring[interval_count]: must be at least 1');
  return { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: 'licensed' };
}

export const priceRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/products',
    handle: ({ body, ctx }) => render(ctx.state, createProduct(ctx, body), expandParam(body)),
  },
  {
    method: 'GET',
    path: '/v1/products/:id',
    handle({ params, body, ctx }) {
      const product = ctx.state.products.get(params.id!);
      if (!product) throw noSuch('product', params.id!);
      return render(ctx.state, product, expandParam(body));
    },
  },
  {
    method: 'POST',
    path: '/v1/prices',
    handle({ body, ctx }) {
      allowOnly(body, [
        'unit_amount',
        'currency',
        'recurring',
        'product',
        'product_data',
        'metadata',
        'nickname',
        'lookup_key',
      ]);
      const unitAmount = intParam(body, 'unit_amount');
      if (unitAmount === undefined) throw missingParam('unit_amount');
      if (unitAmount < 0) throw invalidParam('unit_amount', 'Invalid unit_amount: must be at least 0');
      const currency = currencyParam(body);
      const productData = hashParam(body, 'product_data');
      const productId = stringParam(body, 'product');
      if (productId && !ctx.state.products.has(productId)) throw noSuch('product', productId, 'product');
      if (!productId && !productData) throw missingParam('product');
      const recurring = recurringOf(body);
      const product = productId ?? createProduct(ctx, productData!, 'product_data').id;
      const price: Stripe.Price = {
        id: newId('price'),
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: realNow(),
        currency,
        custom_unit_amount: null,
        livemode: false,
        lookup_key: stringParam(body, 'lookup_key') ?? null,
        metadata: metadataParam(body),
        nickname: stringParam(body, 'nickname') ?? null,
        product,
        recurring,
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: recurring ? 'recurring' : 'one_time',
        unit_amount: unitAmount,
        unit_amount_decimal: wireDecimal(unitAmount),
      };
      ctx.state.prices.set(price.id, price);
      ctx.emit('price.created', price);
      return render(ctx.state, price, expandParam(body));
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    handle({ params, body, ctx }) {
      const price = ctx.state.prices.get(params.id!);
      if (!price) throw noSuch('price', params.id!);
      return render(ctx.state, price, expandParam(body));
    },
  },
];
