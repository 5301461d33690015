import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the contract's schema: faster than zod-parse-then-stringify,
 * and just as strict about shape — a property the schema does not name is never written, so a field added to a
 * record by mistake cannot leak through a response.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
