import { dataOf, defineEndpoint, errorsOf } from '@hushwork/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { zodValidatorCompiler } from './request-validation.ts';
import { contractSerializerCompiler } from './response-serializer.ts';
import { responsesOf, route } from './route.ts';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/{id}',
  summary: 'A thing',
  tags: ['test'],
  auth: 'required',
  params: z.object({ id: z.coerce.number().int() }),
  response: dataOf(z.object({ id: z.number(), name: z.string() })),
  errors: errorsOf('OFFER_NOT_FOUND'),
});

async function appWith(handler: Parameters<typeof route<typeof getThing>>[2]) {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    const code = error instanceof AppError ? error.code : (error as Error).constructor.name;
    reply.status(error instanceof AppError ? error.status : 500).send({ message: code, code });
  });
  route(app, getThing, handler);
  await app.ready();
  return app;
}

describe('route', () => {
  it('serves the endpoint under its path with its parsed params', async () => {
    const app = await appWith(async (request) => ({ data: { id: request.params.id, name: 'one' } }));
    const response = await app.inject({ url: '/api/things/7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 7, name: 'one' } });
  });

  it('passes a declared error code through', async () => {
    const app = await appWith(async () => {
      throw new AppError('OFFER_NOT_FOUND');
    });
    const response = await app.inject({ url: '/api/things/7' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'OFFER_NOT_FOUND', code: 'OFFER_NOT_FOUND' });
  });

  it('turns an error code the endpoint does not declare into a failure while testing', async () => {
    const app = await appWith(async () => {
      throw new AppError('OFFER_EXISTS');
    });
    const response = await app.inject({ url: '/api/things/7' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'UndeclaredErrorCode' });
  });

  it('refuses to answer a response that lacks a field its schema requires', async () => {
    const app = await appWith(async () => ({ data: { id: 7 } }) as never);
    const response = await app.inject({ url: '/api/things/7' });
    expect(response.statusCode).toBe(500);
  });

  it('documents the success and every client-error status it may answer', () => {
    expect(Object.keys(responsesOf(getThing)).map(Number)).toEqual([200, 400, 401, 404, 413, 415, 422, 429]);
  });
});
