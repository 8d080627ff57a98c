import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Livelihood platform API', version: '1' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** The documentation pages at /api/docs, registered apart from the generator so they sit in an audience of their own. */
export const openApiPages: FastifyPluginAsync = async (app) => {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Over plain http (a laptop, a LAN address) this directive would break the page's own requests.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
};
