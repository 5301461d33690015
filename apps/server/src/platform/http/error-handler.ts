import type { AppErrorCode, TErrorResponse } from '@hushwork/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/server-i18n.ts';
import type { Logger } from '../logger.ts';
import { AppError } from './app-error.ts';
import { RequestValidationError } from './request-validation.ts';
import { fieldsOfIssue, messageOfIssue } from './zod-messages.ts';

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const FASTIFY_CODES: Record<string, AppErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
};

function send(reply: FastifyReply, status: number, body: TErrorResponse) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function validationResponse(request: FastifyRequest, error: RequestValidationError): TErrorResponse {
  // A Map, not an object: a field named `constructor` or `__proto__` (an unknown key the client sent) is a field too.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const { key, params } = messageOfIssue(issue);
    for (const field of fieldsOfIssue(issue, error.validationContext)) {
      errors.set(field, [...(errors.get(field) ?? []), translate(request.locale, key, params)]);
    }
  }
  const first = [...errors.values()][0]?.[0] ?? translate(request.locale, 'errors:VALIDATION_FAILED');
  return { message: first, code: 'VALIDATION_FAILED', errors: Object.fromEntries(errors) };
}

function appErrorResponse(request: FastifyRequest, error: AppError): TErrorResponse {
  const { fields, messageKey, params } = error.options;
  if (fields) {
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [
        field,
        messages.map((m) => translate(request.locale, m.key, m.params)),
      ]),
    );
    const first = Object.values(errors)[0]?.[0] ?? translate(request.locale, `errors:${error.code}`);
    return { message: first, code: error.code, errors };
  }
  return {
    message: translate(request.locale, messageKey ?? `errors:${error.code}`, params),
    code: error.code,
    ...(error.options.retryAfterS !== undefined ? { retry_after: error.options.retryAfterS } : {}),
  };
}

export function registerErrorHandlers(app: FastifyInstance, logger: Logger) {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    if (error instanceof RequestValidationError) return send(reply, 422, validationResponse(request, error));
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return send(reply, error.status, appErrorResponse(request, error));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      return send(reply, status, { message: translate(request.locale, `errors:${code}`), code });
    }
    logger.error({ reqId: request.id, req: request, err: error }, 'unhandled error');
    // The id finds this line in the logs, also for a request (a probe) that otherwise goes unlogged.
    reply.header('x-request-id', request.id);
    return send(reply, 500, {
      message: translate(request.locale, 'errors:INTERNAL_SERVER_ERROR'),
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { message: translate(request.locale, 'errors:ROUTE_NOT_FOUND'), code: 'ROUTE_NOT_FOUND' }),
  );
}
