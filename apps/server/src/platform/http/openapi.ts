import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@hushwork/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'Every call answers `{ data }` on success and `{ message, code, errors? }` on error.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          // API clients send the access token; the web's cookie session is the same token in an httpOnly cookie.
          bearer: { type: 'http', scheme: 'bearer', description: 'The access token from /api/auth/login.' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/api/openapi.json' } as Record<string, unknown>,
  });
}
