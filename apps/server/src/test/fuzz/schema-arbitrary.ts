import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) the fuzzer reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/**
 * Stand-ins for the signed-in user's own values (e-mail, password, tokens). A random string almost never equals a
 * real password or token, so these let valid bodies reach the code behind the credential checks; the sender swaps
 * each marker for the session's value.
 */
export const OWN_VALUES = ['$own:email', '$own:password', '$own:token', '$own:refresh_token', '$own:invite_code'];

export type SchemaContext = { resolve: (ref: string) => JsonSchema };

const MAX_DEPTH = 6;

/** Values a schema accepts (as far as its JSON Schema says: refinements are not in the document). */
export function valuesOf(schema: JsonSchema, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valuesOf(context.resolve(schema.$ref), context, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valuesOf(choice, context, depth)));
  if (schema.allOf?.[0]) return valuesOf(Object.assign({}, ...schema.allOf), context, depth);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => valuesOf({ ...schema, type }, context, depth)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.oneof(integerOf(schema), fc.double({ ...bounds(schema), noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 4));
      if (depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(valuesOf(schema.items ?? {}, context, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, context, depth);
    default:
      return schema.properties ? objectOf(schema, context, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (depth >= MAX_DEPTH) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valuesOf(property, context, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

function bounds(schema: JsonSchema) {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  return { min, max };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = bounds(schema);
  const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  // Small numbers are the ids that exist (seeded catalogs, the users made for the run); the rest probe the bounds.
  // A range that small numbers miss (years from 1950) has no such arbitrary: fast-check refuses an empty range.
  const anywhere = fc.integer({ min: low, max: high });
  if (low > 120 || high < 1) return fc.oneof(anywhere, fc.constantFrom(low, high));
  const small = fc.integer({ min: Math.max(low, 1), max: Math.min(high, 120) });
  return fc.oneof(small, anywhere, fc.constantFrom(low, high));
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  // Stretched or cut to the bounds rather than filtered: a filter that rarely passes (`^[a-z]+$` with minLength 16)
  // would spin forever. Repeating a string that matches `[…]+` still matches.
  const fits = (value: string) => {
    let out = value === '' && minLength > 0 ? 'a' : value;
    while (out.length < minLength) out += out;
    return schema.maxLength === undefined ? out : out.slice(0, schema.maxLength);
  };
  const formatted = formatOf(schema.format);
  const patterned = patternOf(schema.pattern);
  const plain = fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: (formatted ?? patterned ?? plain).map(fits) },
    { weight: 1, arbitrary: fc.constantFrom(...OWN_VALUES) },
    { weight: 1, arbitrary: fc.constantFrom('1', 'en', 'a-b') },
  );
}

function formatOf(format: string | undefined): fc.Arbitrary<string> | undefined {
  if (format === 'email') return fc.emailAddress();
  if (format === 'uri' || format === 'url') return fc.webUrl();
  if (format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (format === 'uuid') return fc.uuid();
  return undefined;
}

function patternOf(pattern: string | undefined): fc.Arbitrary<string> | undefined {
  if (!pattern) return undefined;
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return undefined; // a pattern fast-check cannot generate from: plain strings, mostly refused, still probe it
  }
}
