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
  // Built once: the routes cannot change after start-up.
  let document: ReturnType<typeof app.swagger> | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => {
    document ??= withoutUnusedSchemas(app.swagger());
    return document;
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/api/openapi.json' } as Record<string, unknown>,
  });
}

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The zod provider registers an input twin (`UserInput`) of every named schema, though only responses use most of
 * them; a client generator would emit dead types, so schemas no operation reaches (directly or through another
 * schema) are left out.
 */
type OpenApiDocument = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

function withoutUnusedSchemas<D extends OpenApiDocument>(document: D): D {
  const components = document.components ?? {};
  const schemas = components.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(SCHEMA_REF)) {
      if (name === undefined || reached.has(name)) continue;
      reached.add(name);
      visit(schemas[name]);
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
