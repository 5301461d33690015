import {
  answerableErrors,
  clientErrorStatuses,
  type Endpoint,
  operationIdOf,
  routePathOf,
  type TResponseOf,
  ZErrorResponse,
} from '@hushwork/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { zodValidatorCompiler } from './request-validation.ts';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What a handler receives: the request parsed by the endpoint's own schemas. A multipart body is not parsed: the
 * handler reads its file under the upload limits (`platform/files/multipart.ts`).
 */
type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<E['params']>;
  Querystring: Infer<E['query']>;
  Body: E['contentType'] extends 'multipart/form-data' ? undefined : Infer<E['body']>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TResponseOf<E> | FastifyReply>;

/** Fastify options a route may add (compression, body limits); the schema always comes from the endpoint. */
type ExtraOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * While testing, an AppError whose code the endpoint does not declare is a contract violation: it answers 500 and
 * fails the test that met it, so the OpenAPI document cannot drift from what the server really answers.
 */
const isContractStrict = process.env.NODE_ENV === 'test' || process.env.VITEST === 'true';

class UndeclaredErrorCode extends Error {
  constructor(endpoint: Endpoint, code: string) {
    super(`${endpoint.method} ${endpoint.path} answered ${code}, which its endpoint does not declare`);
  }
}

type ResponseSchema = z.ZodType | { content: Record<string, { schema: z.ZodType }> };

/**
 * The OpenAPI `responses` of an endpoint: its success schema and one error envelope per client-error status. A
 * success that is a file is documented under its own media types; its errors stay JSON.
 */
export function responsesOf(endpoint: Endpoint): Record<number, ResponseSchema> {
  const success = endpoint.responseTypes
    ? { content: Object.fromEntries(endpoint.responseTypes.map((type) => [type, { schema: endpoint.response }])) }
    : endpoint.response;
  const responses: Record<number, ResponseSchema> = { [endpoint.status ?? 200]: success };
  for (const status of clientErrorStatuses(endpoint)) responses[status] = ZErrorResponse;
  return responses;
}

/**
 * A multipart body's schema documents the form; the stream itself is read by the handler, so it is not validated.
 * Params and query are, as everywhere (the route's schemas are the endpoint's zod schemas).
 */
const multipartValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (compile) =>
  compile.httpPart === 'body'
    ? () => ({ value: undefined })
    : zodValidatorCompiler(compile as unknown as FastifyRouteSchemaDef<z.ZodType>);

/** Registers a handler against its endpoint definition: path, method, schemas, summary, auth and errors in one. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ExtraOptions = {},
): void {
  const declared = answerableErrors(endpoint);
  const isMultipart = endpoint.contentType === 'multipart/form-data';
  app.route({
    ...options,
    ...(isMultipart ? { validatorCompiler: multipartValidatorCompiler } : {}),
    method: endpoint.method,
    url: routePathOf(endpoint.path),
    schema: {
      summary: endpoint.summary,
      operationId: operationIdOf(endpoint),
      tags: [...endpoint.tags],
      security:
        endpoint.auth === 'required' ? [{ bearer: [] }] : endpoint.auth === 'optional' ? [{}, { bearer: [] }] : [],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(isMultipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responsesOf(endpoint),
    },
    handler: async (request, reply) => {
      try {
        const result = await handler(request as EndpointRequest<E>, reply);
        // A handler that sent the reply itself (a file's stream) returns the reply. A reply is a thenable, so awaiting
        // it waits until the response has gone out and yields undefined, never the reply: only its state tells.
        if (reply.sent) return reply;
        return reply.code(endpoint.status ?? 200).send(result);
      } catch (error) {
        if (isContractStrict && error instanceof AppError && !(error.code in declared)) {
          throw new UndeclaredErrorCode(endpoint, error.code);
        }
        throw error;
      }
    },
  });
}
