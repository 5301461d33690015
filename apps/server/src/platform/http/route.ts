import {
  answerableErrors,
  clientErrorStatuses,
  type Endpoint,
  operationIdOf,
  routePathOf,
  type TResponseOf,
  ZErrorResponse,
} from '@hushwork/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the request parsed by the endpoint's own schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<E['params']>;
  Querystring: Infer<E['query']>;
  Body: Infer<E['body']>;
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

export class UndeclaredErrorCode extends Error {
  constructor(endpoint: Endpoint, code: string) {
    super(`${endpoint.method} ${endpoint.path} answered ${code}, which its endpoint does not declare`);
  }
}

/** The OpenAPI `responses` of an endpoint: its success schema and one error envelope per client-error status. */
export function responsesOf(endpoint: Endpoint): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = { [endpoint.status ?? 200]: endpoint.response };
  for (const status of clientErrorStatuses(endpoint)) responses[status] = ZErrorResponse;
  return responses;
}

/** Registers a handler against its endpoint definition: path, method, schemas, summary, auth and errors in one. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ExtraOptions = {},
): void {
  const declared = answerableErrors(endpoint);
  app.route({
    ...options,
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
      ...(endpoint.contentType === 'multipart/form-data' ? { consumes: ['multipart/form-data'] } : {}),
      response: responsesOf(endpoint),
    },
    handler: async (request, reply) => {
      try {
        const result = await handler(request as EndpointRequest<E>, reply);
        if (result === reply) return reply;
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
