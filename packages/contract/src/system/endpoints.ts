import { errorsOf } from '../app-errors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZHealthResponse, ZReadyResponse } from './index.ts';

const tags = ['system'] as const;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  tags,
  auth: 'none',
  response: ZHealthResponse,
  errors: {},
});

export const getReady = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: the database answers',
  tags,
  auth: 'none',
  response: ZReadyResponse,
  errors: errorsOf('SERVICE_UNAVAILABLE'),
});
