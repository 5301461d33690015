import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZHealthResponse, ZReadyResponse } from './index.ts';

const endpoint = endpointsOf({ tags: ['system'], auth: 'none' });

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  response: ZHealthResponse,
  errors: {},
});

export const getReady = endpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: the database answers',
  response: ZReadyResponse,
  errors: errorsOf('SERVICE_UNAVAILABLE'),
});
