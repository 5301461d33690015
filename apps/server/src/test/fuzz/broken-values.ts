import fc from 'fast-check';

/** JSON text written into a body verbatim: numbers JavaScript cannot hold, nesting no serializer would build. */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 80 ? `RawJson(${this.text.slice(0, 40)}…${this.text.length} chars)` : this.text;
  }
}

/** Serializes a value tree, writing RawJson pieces as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const nested = (depth: number, open: string, close: string) => new RawJson(open.repeat(depth) + close.repeat(depth));

/** Strings no form would send: NUL, lone surrogates, control and direction characters, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uDBFF\uDBFF',
    '\u202Eevil',
    '\uFEFF',
    '\r\n\t',
    ' ',
    '',
    "' OR 1=1 --",
    '%00',
    '__proto__',
    '../../etc/passwd',
    '<script>',
    '9'.repeat(400),
  ),
  fc.integer({ min: 1, max: 3 }).map((exponent) => 'x'.repeat(10 ** (exponent + 2))),
  fc.constantFrom(70_000, 1_100_000).map((length) => 'é'.repeat(length)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Numbers at and past every edge: out of int4 and the safe range, exponents JSON.parse turns into Infinity. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1E+2', '-0.0').map((text) => new RawJson(text)),
  fc.double(),
);

/** A value of any shape, meant for where a different one belongs. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  hostileString,
  hostileNumber,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(100, 5_000, 200_000).map((depth) => nested(depth, '[', ']')),
  fc.constantFrom(100, 5_000).map((depth) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
);

type Path = (string | number)[];

/** Every place in a value tree a mutation can land: the root and each nested key or index. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...path, index], out);
  } else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  return out;
}

function replaceAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replace) : item));
  const copy = { ...(value as Record<string, unknown>) };
  // defineProperty, not assignment: a key named __proto__ must stay a plain key, as JSON.parse makes it.
  Object.defineProperty(copy, head as string, {
    value: replaceAt(copy[head as string], rest, replace),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson);

type Mutation = (old: unknown, pick: { extraKey: string; extra: unknown; hostile: string; number: unknown }) => unknown;

const MUTATIONS: Record<string, Mutation> = {
  wrongType: (_old, pick) => pick.extra,
  missingField: (old, pick) => {
    if (!isObject(old)) return undefined; // dropped from its parent
    const keys = Object.keys(old);
    const drop = keys[pick.extraKey.length % Math.max(keys.length, 1)];
    return Object.fromEntries(Object.entries(old).filter(([key]) => key !== drop));
  },
  extraField: (old, pick) => (isObject(old) ? { ...old, [pick.extraKey]: pick.extra } : [old, pick.extra]),
  hostileText: (old, pick) => (typeof old === 'string' ? old + pick.hostile : pick.hostile),
  hostileNumber: (_old, pick) => pick.number,
};

/** A valid value broken in one or a few places. */
export function brokenValueOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const pick = fc.record({
    extraKey: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'role_id', 'is_admin', ''), fc.string()),
    extra: anyValue,
    hostile: hostileString,
    number: hostileNumber,
  });
  const step = fc.record({ mutation: fc.constantFrom(...Object.keys(MUTATIONS)), where: fc.nat(), pick });
  return fc.tuple(valid, fc.array(step, { minLength: 1, maxLength: 3 })).map(([value, steps]) =>
    steps.reduce((current, { mutation, where, pick: chosen }) => {
      const paths = pathsOf(current);
      return replaceAt(current, paths[where % paths.length]!, (old) => MUTATIONS[mutation]!(old, chosen));
    }, value),
  );
}
