import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body.ts';

describe('parseForm', () => {
  it('reads nested hashes, indexed arrays and appended arrays', () => {
    const body = parseForm(
      'customer=cus_1&items[0][price]=price_a&items[1][price]=price_b&expand[]=latest_invoice.confirmation_secret&expand[]=customer&metadata[order_id]=5',
    );
    expect(body).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_a' }, { price: 'price_b' }],
      expand: ['latest_invoice.confirmation_secret', 'customer'],
      metadata: { order_id: '5' },
    });
  });

  it('decodes percent-escapes and plus signs, and keeps numeric metadata keys as keys', () => {
    expect(parseForm('description=Pro+plan%20%E2%82%AC&metadata[0]=zero&expand%5B0%5D=customer')).toEqual({
      description: 'Pro plan €',
      metadata: { '0': 'zero' },
      expand: ['customer'],
    });
  });

  it('orders indexed arrays by their index and ignores unbalanced keys', () => {
    expect(parseForm('a[1]=second&a[0]=first&b[x=1&=v')).toEqual({ a: ['first', 'second'] });
  });
});
