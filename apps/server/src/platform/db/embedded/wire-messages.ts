/**
 * Just enough of PostgreSQL's wire protocol to feed PGlite one message at a time and to answer what PGlite does not:
 * the start-up handshake. Everything else (queries, errors, transactions) is PGlite's own backend speaking.
 */

const MAX_MESSAGE = 1 << 30;

/** The parts in one new buffer of their own (safe to transfer to the other thread). */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Splits complete messages off the front of `buffer`; the rest waits for more bytes. Before start-up, one untyped
 * packet (SSLRequest, CancelRequest or StartupMessage) is taken alone: what comes next depends on the answer.
 * `isInvalid` means a length no client would send: the connection is beyond repair.
 */
export function takeMessages(
  buffer: Uint8Array,
  isStarted: boolean,
): { messages: Uint8Array[]; rest: Uint8Array; isInvalid: boolean } {
  const messages: Uint8Array[] = [];
  let offset = 0;
  while (true) {
    const header = isStarted ? 5 : 4;
    if (buffer.length - offset < header) break;
    const view = new DataView(buffer.buffer, buffer.byteOffset + offset);
    const length = isStarted ? 1 + view.getInt32(1) : view.getInt32(0);
    if (length < header || length > MAX_MESSAGE) return { messages, rest: buffer.subarray(offset), isInvalid: true };
    if (buffer.length - offset < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
    if (!isStarted) break;
  }
  return { messages, rest: buffer.subarray(offset), isInvalid: false };
}

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
const codeOf = (packet: Uint8Array) =>
  packet.length >= 8 ? new DataView(packet.buffer, packet.byteOffset).getInt32(4) : null;

/** A start-up packet that asks for TLS (node-postgres with `ssl`), which a thread-local connection never needs. */
export const isSslRequest = (packet: Uint8Array) => packet.length === 8 && codeOf(packet) === SSL_REQUEST_CODE;

/** A request to cancel another connection's query: PGlite cannot interrupt a running query, so it is dropped. */
export const isCancelRequest = (packet: Uint8Array) => packet.length === 16 && codeOf(packet) === CANCEL_REQUEST_CODE;

/** The server's refusal of TLS: the client goes on in plain text. */
export const SSL_REFUSED = Uint8Array.of(0x4e);

/** AuthenticationOk then ReadyForQuery(idle): PGlite has one user and no passwords. */
export const STARTUP_ACCEPTED = Uint8Array.of(0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49);

/** Terminate ('X'): the client is leaving. PGlite's backend must not see it, or it would end itself. */
export const isTerminate = (message: Uint8Array) => message[0] === 0x58;

/** Sync: ends an extended-protocol sequence, so the backend answers ReadyForQuery. */
export const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);

/** A simple query message for `sql`. */
export function simpleQuery(sql: string): Uint8Array {
  const text = new TextEncoder().encode(sql);
  const message = new Uint8Array(1 + 4 + text.length + 1);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + text.length + 1);
  message.set(text, 5);
  return message;
}

/**
 * The transaction status of the ReadyForQuery that ends `output` ('I' idle, 'T' in a transaction, 'E' in a failed
 * one), or null when the output does not end with one.
 */
export function transactionStatus(output: Uint8Array): 'I' | 'T' | 'E' | null {
  const at = output.length - 6;
  if (at < 0 || output[at] !== 0x5a || output[at + 4] !== 5) return null;
  const status = String.fromCharCode(output[at + 5]!);
  return status === 'I' || status === 'T' || status === 'E' ? status : null;
}
