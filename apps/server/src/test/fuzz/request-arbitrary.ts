import { SESSION_COOKIES } from '@hushwork/contract';
import fc from 'fast-check';
import { anyValue, brokenValueOf, hostileString, toJsonText } from './broken-values.ts';
import type { Operation } from './openapi-operations.ts';
import { type JsonSchema, type SchemaContext, valuesOf } from './schema-arbitrary.ts';

export const ROLES = ['guest', 'worker', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** One request as sent; the body is text (or raw bytes) so that broken JSON can be sent as it is. */
export type FuzzRequest = {
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Which parts were broken, for the failure report. */
  broken: string[];
};

/** A value as a failure report shows it: huge bodies and URLs cut short. */
export const shown = (value: string | Buffer | undefined) => {
  const text = value === undefined ? '(none)' : value.toString();
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

export const describeRequest = (request: FuzzRequest) =>
  `${request.role} ${request.method} ${shown(request.url)} broken:[${request.broken}] headers:${shown(
    JSON.stringify(request.headers),
  )} body:${shown(request.body)}`;

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the UTF-8 bytes it would be. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
};

/** Already-encoded garbage for a path or query value: bad escapes, traversal, numbers past every type. */
const garbageSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%', '%00', '%ED%A0%80', '%C0%AF', '%zz', '..', '.', '%2e%2e', '%2F', '-1', '0', '1.5', '1e5'),
  fc.constantFrom('99999999999999999999999', '2147483648', '0x10', 'NaN', 'Infinity', 'null', '+1', '1,2,,3', '%20'),
  fc.constantFrom(1_000, 20_000).map((length) => 'x'.repeat(length)),
  hostileString.map(encode),
);

const scalarText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function pathOf(operation: Operation, context: SchemaContext, isBroken: boolean): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((param) => {
    const valid = valuesOf(param.schema, context).map((value) => encode(scalarText(value)));
    return isBroken ? fc.oneof(valid, garbageSegment) : valid;
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      operation.pathParams.reduce((path, param, i) => path.replace(`{${param.name}}`, values[i]!), operation.path),
    );
}

/** Arrays go out in each of the three ways the server reads them: repeated keys, `key[]`, and commas. */
function queryPairsOf(name: string, schema: JsonSchema, value: unknown, style: number): string[] {
  if (!Array.isArray(value) || schema.type !== 'array') return [`${encode(name)}=${encode(scalarText(value))}`];
  if (style === 0) return value.map((item) => `${encode(name)}=${encode(scalarText(item))}`);
  if (style === 1) return value.map((item) => `${encode(name)}[]=${encode(scalarText(item))}`);
  return [`${encode(name)}=${encode(value.map(scalarText).join(','))}`];
}

function queryOf(operation: Operation, context: SchemaContext, isBroken: boolean): fc.Arbitrary<string> {
  const pairs = operation.queryParams.map((param) => {
    const value = isBroken ? fc.oneof(valuesOf(param.schema, context), anyValue) : valuesOf(param.schema, context);
    const present = param.required ? fc.constant(true) : fc.boolean();
    return fc
      .tuple(present, value, fc.nat(2))
      .map(([isPresent, v, style]) => (isPresent ? queryPairsOf(param.name, param.schema, v, style) : []));
  });
  const extra = isBroken
    ? fc.array(
        fc.oneof(
          fc.tuple(
            fc.constantFrom('__proto__[x]', 'constructor[prototype][x]', 'a[b][c]', '', '&&', '='),
            garbageSegment,
          ),
          fc.tuple(fc.constantFrom(...operation.queryParams.map((p) => p.name), 'extra'), garbageSegment),
        ),
        { maxLength: 3 },
      )
    : fc.constant([]);
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const all = [...chosen.flat(), ...more.map(([key, value]) => `${key}=${value}`)];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

type Body = { body?: string | Buffer; contentType?: string };

const BROKEN_TEXTS = ['', '{', '}', 'null', '"text"', '[]', '123', '{"a":1,"a":2}', '\uFEFF{}', "{'a':1}", 'undefined'];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

function bodyOf(operation: Operation, context: SchemaContext, isBroken: boolean): fc.Arbitrary<Body> {
  const schema = operation.body?.schema;
  const valid = schema ? valuesOf(schema, context) : fc.constant(undefined);
  const json = (value: unknown) => ({ body: toJsonText(value), contentType: 'application/json' });
  if (!isBroken) return valid.map((value) => (value === undefined ? {} : json(value)));
  const validText = valid.map((value) => toJsonText(value ?? {}));
  return fc.oneof(
    brokenValueOf(valid).map(json),
    fc
      .tuple(validText, fc.nat())
      .map(([text, cut]) => ({ ...json(null), body: text.slice(0, cut % (text.length + 1)) })),
    fc
      .tuple(validText, fc.constantFrom('x', '}', ',', '\u0000'))
      .map(([text, tail]) => ({ ...json(null), body: text + tail })),
    fc.constantFrom(...BROKEN_TEXTS).map((body) => ({ body, contentType: 'application/json' })),
    fc.constant({
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0x80, 0x22, 0x7d]),
      contentType: 'application/json',
    }),
    fc
      .tuple(validText, fc.constantFrom(...WRONG_TYPES, 'application/json; charset=utf-16', undefined))
      .map(([body, contentType]) => ({ body, contentType })),
  );
}

const brokenHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc
    .constantFrom('*', 'xx', 'de-DE;q=abc', ',,,', 'en;q=0, de;q=1', 'x'.repeat(8_000))
    .map((v) => ({ 'accept-language': v })),
  fc
    .constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Basic Zm9vOmJhcg==',
      `Bearer ${'a'.repeat(5_000)}`,
      'Bearer $own:refresh_token',
    )
    .map((authorization) => ({ authorization })),
  fc
    .constantFrom(
      `${SESSION_COOKIES.access}=$own:token`,
      `${SESSION_COOKIES.access}=%ZZ`,
      `${SESSION_COOKIES.refresh}=x`,
      '=;=;',
      'a',
    )
    .map((cookie) => ({ cookie, origin: 'http://hushwork.test' })),
);

/** Requests for one call: half of them valid as far as the document says, half broken in one or more parts. */
export function requestsOf(operation: Operation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const parts = fc.record({ path: fc.boolean(), query: fc.boolean(), body: fc.boolean(), headers: fc.boolean() });
  const brokenParts = parts.filter((p) => p.path || p.query || p.body || p.headers);
  const which = fc.oneof(fc.constant({ path: false, query: false, body: false, headers: false }), brokenParts);
  return fc.tuple(fc.constantFrom(...ROLES), which).chain(([role, broken]) =>
    fc
      .record({
        path: pathOf(operation, context, broken.path),
        query: queryOf(operation, context, broken.query),
        body: bodyOf(operation, context, broken.body),
        headers: broken.headers ? brokenHeaders : fc.constant({}),
      })
      .map(({ path, query, body, headers }) => ({
        // fast-check prints a counterexample with this, rather than a megabyte of body.
        [fc.toStringMethod]() {
          return describeRequest(this);
        },
        role,
        method: operation.method,
        url: path + query,
        headers: { ...(body.contentType ? { 'content-type': body.contentType } : {}), ...headers },
        body: body.body,
        broken: Object.entries(broken)
          .filter(([, isBroken]) => isBroken)
          .map(([part]) => part),
      })),
  );
}
