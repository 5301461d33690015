import { describe, expect, it } from 'vitest';
import { isSslRequest, simpleQuery, takeMessages, transactionStatus } from './wire-messages.ts';

const startup = Uint8Array.of(0, 0, 0, 9, 0, 3, 0, 0, 0);
const query = simpleQuery('select 1');

describe('takeMessages', () => {
  it('reads the untyped start-up message first, then typed ones', () => {
    const { messages, rest } = takeMessages(Uint8Array.of(...startup, ...query), false);
    expect(messages.map((m) => m.length)).toEqual([9, query.length]);
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

describe('isSslRequest', () => {
  it('recognises the TLS request code', () => {
    expect(isSslRequest(Uint8Array.of(0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f))).toBe(true);
    expect(isSslRequest(startup)).toBe(false);
  });
});
