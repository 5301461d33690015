import { describe, expect, it } from 'vitest';
import { isCancelRequest, isSslRequest, simpleQuery, takeMessages, transactionStatus } from './wire-messages.ts';

const startup = Uint8Array.of(0, 0, 0, 9, 0, 3, 0, 0, 0);
const query = simpleQuery('select 1');

describe('takeMessages', () => {
  it('reads typed messages once started, as many as are complete', () => {
    const { messages, rest } = takeMessages(Uint8Array.of(...query, ...query), true);
    expect(messages.map((m) => m.length)).toEqual([query.length, query.length]);
    expect(rest.length).toBe(0);
  });

  it('keeps a message cut in two until the rest arrives', () => {
    const bytes = Uint8Array.of(...query, ...query);
    const first = takeMessages(bytes.subarray(0, query.length + 3), true);
    expect(first.messages).toHaveLength(1);
    expect(first.rest.length).toBe(3);
    const second = takeMessages(Uint8Array.of(...first.rest, ...bytes.subarray(query.length + 3)), true);
    expect(second.messages.map((m) => Array.from(m))).toEqual([Array.from(query)]);
  });

  it('takes one untyped packet before start-up: what follows depends on the answer', () => {
    const sslRequest = Uint8Array.of(0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f);
    const { messages, rest } = takeMessages(Uint8Array.of(...sslRequest, ...startup), false);
    expect(messages.map((m) => m.length)).toEqual([8]);
    expect(rest.length).toBe(startup.length);
  });

  it('calls a length no client sends invalid', () => {
    expect(takeMessages(Uint8Array.of(0x51, 0xff, 0xff, 0xff, 0xff), true).isInvalid).toBe(true);
    expect(takeMessages(Uint8Array.of(0x51, 0, 0, 0, 2), true).isInvalid).toBe(true);
    expect(takeMessages(query, true).isInvalid).toBe(false);
  });
});

describe('simpleQuery', () => {
  it('frames the text as a Query message with its length and a NUL', () => {
    expect(Array.from(simpleQuery('x'))).toEqual([0x51, 0, 0, 0, 6, 0x78, 0]);
  });
});

describe('transactionStatus', () => {
  it('reads the status of a trailing ReadyForQuery', () => {
    expect(transactionStatus(Uint8Array.of(0x5a, 0, 0, 0, 5, 0x54))).toBe('T');
    expect(transactionStatus(Uint8Array.of(1, 2, 0x5a, 0, 0, 0, 5, 0x49))).toBe('I');
  });
  it('says nothing when the output does not end with one', () => {
    expect(transactionStatus(Uint8Array.of(0x43, 0, 0, 0, 5, 0x49, 1))).toBeNull();
    expect(transactionStatus(new Uint8Array(0))).toBeNull();
  });
});

describe('untyped packets', () => {
  it('tells a TLS request and a cancel request from a start-up message', () => {
    expect(isSslRequest(Uint8Array.of(0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f))).toBe(true);
    expect(isSslRequest(startup)).toBe(false);
    expect(isCancelRequest(Uint8Array.of(0, 0, 0, 16, 0x04, 0xd2, 0x16, 0x2e, 0, 0, 0, 1, 0, 0, 0, 2))).toBe(true);
    expect(isCancelRequest(startup)).toBe(false);
  });
});
