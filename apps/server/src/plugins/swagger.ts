import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

/** The OpenAPI document, built from the routes' zod schemas, and its page at /api/docs. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'ProCounter API',
          description:
            'The JSON API of ProCounter. Errors answer {code, message, reason?, details?}.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: `${API_PREFIX}${API.docs}`,
      // The page's own CSP (with hashes of its inline code) replaces the app's stricter one there.
      staticCSP: true,
    });
  },
  { name: 'swagger' },
);
