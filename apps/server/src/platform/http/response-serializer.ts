import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the contract's schema: faster than zod-parse-then-stringify,
 * and just as strict about shape — a property the schema does not name is never written, so a field added to a
 * record by mistake cannot leak through a response.
 *
 * A serializer is built on its first response, not at start: building all of them (a JSON Schema from each zod
 * schema, then fast-json-stringify's code) was about 1.8 s of a 4.7 s start on a 2-core machine (issue 26, second
 * start under 3 s), while one costs a few milliseconds on the request that first needs it.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= buildSerializer(schema);
    return serialize(data);
  };
};

/** The fast-json-stringify function for one response schema; exported so a test can build every route's at once. */
export function buildSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
